import { useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import useSWR, { mutate } from 'swr';
import { request } from '@wallet/api';
import {
  Button,
  CopyButton,
  DateTime,
  Dialog,
  DialogTrigger,
  Link,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@wallet/ui';
import type { Feature } from '@wallet/api';
import type { InboxMessage } from '@wallet/mocks';
import { DEMO_PASSWORD, FAILABLE_CALLS, PERSONAS } from '@wallet/mocks';
import styles from './DemoPanel.module.css';
import type { LauncherPlacement } from './launcherPlacement';
import { formatTiming, pageTimings, TIMINGS } from './pageTimings';

const demo = (path: string, body?: unknown) =>
  request(
    `demo/${path}`,
    body === undefined ? { auth: false } : { method: 'POST', body, auth: false },
  );
const authed = (path: string, body: unknown) => request(`demo/${path}`, { method: 'POST', body });
/** The app's data read again, so what the backend just did shows (a banner, a balance). */
const reread = () => mutate(() => true);

/**
 * Demo mode only: the inbox where the codes and reset links a real backend would e-mail appear,
 * the personas to sign in as, and switches for the states the spec describes. Its launcher is a
 * tab in a rail at the bottom of the right (or left) edge, and can hide (Alt+Shift+D, or `?demo`
 * in the address, brings it back), remembered in this browser.
 */
export default function DemoPanelRail({
  placement,
  setPlacement,
}: {
  /** Where the rail sits and whether it shows: DemoPanel keeps it (and Alt+Shift+D). */
  placement: LauncherPlacement;
  setPlacement: Dispatch<SetStateAction<LauncherPlacement>>;
}) {
  const [isOpen, setOpen] = useState(false);
  const inbox = useSWR(
    isOpen ? 'demo/inbox' : null,
    () => demo('inbox') as Promise<InboxMessage[]>,
    { refreshInterval: 2000 },
  );
  const features = useSWR(
    isOpen ? 'demo/features' : null,
    () => request('feature', { auth: false }) as Promise<Feature[]>,
  );
  const failing = useSWR(
    isOpen ? 'demo/failing' : null,
    () => demo('failing') as Promise<string[]>,
  );
  const [notice, setNotice] = useState('');
  const timings = useSyncExternalStore(pageTimings.subscribe, pageTimings.get);

  const act = async (label: string, run: () => Promise<unknown>) => {
    try {
      await run();
      setNotice(`${label}: done.`);
    } catch (error) {
      setNotice(`${label}: ${error instanceof Error ? error.message : 'failed'}.`);
    }
  };

  if (placement.hidden) return null;
  const otherCorner = placement.corner === 'bottom-end' ? 'bottom-start' : 'bottom-end';

  return (
    <div className={styles.rail} data-corner={placement.corner}>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button variant="secondary" size="sm" className={styles.tab}>
          Demo inbox{inbox.data?.length ? ` (${inbox.data.length})` : ''}
        </Button>
        <Dialog title="Demo mode" size="lg">
          <p className={styles.intro}>
            Nothing here leaves your browser: a demo backend answers every call and keeps its data
            in this browser.
          </p>
          <Tabs>
            <TabList aria-label="Demo tools">
              <Tab id="inbox">Inbox</Tab>
              <Tab id="personas">Personas</Tab>
              <Tab id="switches">Switches</Tab>
              <Tab id="timings">Timings</Tab>
            </TabList>
            <TabPanel id="inbox">
              {!inbox.data?.length ? (
                <p>
                  No e-mails yet. Sign up, log in or ask for a password reset, and the message
                  appears here.
                </p>
              ) : (
                <ul className={styles.list}>
                  {inbox.data.map((m) => (
                    <li key={m.id} className={styles.message}>
                      <strong>{m.subject}</strong>
                      <span className={styles.meta}>
                        To {m.to} · <DateTime value={m.sentAt} />
                      </span>
                      <span>{m.body}</span>
                      {m.code && (
                        <span className={styles.row}>
                          <code
                            className={styles.code}
                            aria-label={`Code ${m.code.split('').join(' ')}`}
                          >
                            {m.code}
                          </code>
                          <CopyButton value={m.code} aria-label="Copy code" />
                        </span>
                      )}
                      {m.link && (
                        <Link href={m.link} variant="standalone" onPress={() => setOpen(false)}>
                          Open the reset link
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </TabPanel>
            <TabPanel id="personas">
              <p>
                Every persona's password is <code>{DEMO_PASSWORD}</code>.
              </p>
              <ul className={styles.list}>
                {Object.entries(PERSONAS).map(([name, email]) => (
                  <li key={name} className={styles.row}>
                    <code>{email}</code>
                    <span className={styles.meta}>{name}</span>
                  </li>
                ))}
              </ul>
              <Button
                variant="danger"
                onPress={() =>
                  void act('Reset demo data', () => demo('reset', { scenario: 'demo' }))
                }
              >
                Reset demo data
              </Button>
            </TabPanel>
            <TabPanel id="switches">
              <div className={styles.list}>
                {features.data?.map((f) => (
                  <Switch
                    key={f.route}
                    isSelected={f.enabled}
                    onChange={(enabled) =>
                      void act(`${f.route}`, () =>
                        demo('features', { route: f.route, enabled }).then(() => features.mutate()),
                      )
                    }
                  >
                    Feature {f.route}
                  </Switch>
                ))}
                <h3 className={styles.heading}>
                  Calls that fail with 500 (the generic error dialog)
                </h3>
                {FAILABLE_CALLS.map((call) => (
                  <Switch
                    key={call}
                    isSelected={failing.data?.includes(call) ?? false}
                    onChange={(on) =>
                      void act(call, () =>
                        demo('failing', { call, failing: on }).then(() => failing.mutate()),
                      )
                    }
                  >
                    {call}
                  </Switch>
                ))}
                <h3 className={styles.heading}>Deposits</h3>
                <Button
                  variant="secondary"
                  onPress={() =>
                    void act('Deposit arrived', () =>
                      authed('deposit', { amount: '250' }).then(reread),
                    )
                  }
                >
                  Receive 250 USDC (signed in)
                </Button>
                <Button
                  variant="secondary"
                  onPress={() =>
                    void act('Incoming deposit', () =>
                      authed('deposit', { amount: '1200', unknownSender: true }).then(reread),
                    )
                  }
                >
                  Receive a deposit from an unknown sender
                </Button>
              </div>
            </TabPanel>
            <TabPanel id="timings">
              <p className={styles.meta}>
                This visit, as the real-API build reports it from customers (web-vitals): it counts
                from the page the visit opened; moving inside the app is not a new visit.
              </p>
              <dl className={styles.timings}>
                {TIMINGS.map(({ name, label }) => {
                  const timing = timings[name];
                  return (
                    <div key={name}>
                      <dt>
                        {label} ({name})
                      </dt>
                      <dd>
                        {timing
                          ? `${formatTiming(name, timing.value)}, ${timing.rating.replace('-', ' ')}`
                          : 'Not measured yet'}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </TabPanel>
          </Tabs>
          <p role="status" className={styles.meta}>
            {notice}
          </p>
          <h3 className={styles.heading}>This launcher</h3>
          <p className={styles.meta}>
            Alt+Shift+D hides or shows it; on a phone, add <code>?demo</code> to any address to show
            it again.
          </p>
          <div className={styles.row}>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => setPlacement((p) => ({ ...p, corner: otherCorner }))}
            >
              Move to the {otherCorner === 'bottom-start' ? 'left' : 'right'} edge
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                setOpen(false);
                setPlacement((p) => ({ ...p, hidden: true }));
              }}
            >
              Hide the launcher
            </Button>
          </div>
        </Dialog>
      </DialogTrigger>
    </div>
  );
}
