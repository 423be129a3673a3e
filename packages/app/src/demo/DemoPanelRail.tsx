import { useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import useSWR, { mutate } from 'swr';
import { Trans, useLingui } from '@lingui/react/macro';
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
import type { Metric } from 'web-vitals';
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

/** web-vitals' verdict on a timing, in words. */
function useRatingLabel() {
  const { t } = useLingui();
  return (rating: Metric['rating']) => {
    switch (rating) {
      case 'good':
        return t`good`;
      case 'needs-improvement':
        return t`needs improvement`;
      case 'poor':
        return t`poor`;
    }
  };
}

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
  const { t } = useLingui();
  const ratingLabel = useRatingLabel();
  /** A code read out digit by digit. */
  const codeLabel = (code: string) => {
    const digits = code.split('').join(' ');
    return t`Code ${digits}`;
  };

  const act = async (label: string, run: () => Promise<unknown>) => {
    try {
      await run();
      setNotice(t`${label}: done.`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : t`failed`;
      setNotice(t`${label}: ${reason}.`);
    }
  };

  if (placement.hidden) return null;
  const otherCorner = placement.corner === 'bottom-end' ? 'bottom-start' : 'bottom-end';
  const count = inbox.data?.length;

  return (
    <div className={styles.rail} data-corner={placement.corner}>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button variant="secondary" size="sm" className={styles.tab}>
          {count ? t`Demo inbox (${count})` : t`Demo inbox`}
        </Button>
        <Dialog title={t`Demo mode`} size="lg">
          <p className={styles.intro}>
            <Trans>
              Nothing here leaves your browser: a demo backend answers every call and keeps its data
              in this browser.
            </Trans>
          </p>
          <Tabs>
            <TabList aria-label={t`Demo tools`}>
              <Tab id="inbox">
                <Trans>Inbox</Trans>
              </Tab>
              <Tab id="personas">
                <Trans>Personas</Trans>
              </Tab>
              <Tab id="switches">
                <Trans>Switches</Trans>
              </Tab>
              <Tab id="timings">
                <Trans>Timings</Trans>
              </Tab>
            </TabList>
            <TabPanel id="inbox">
              {!inbox.data?.length ? (
                <p>
                  <Trans>
                    No e-mails yet. Sign up, log in or ask for a password reset, and the message
                    appears here.
                  </Trans>
                </p>
              ) : (
                <ul className={styles.list}>
                  {inbox.data.map(({ id, subject, to, sentAt, body, code, link }) => (
                    <li key={id} className={styles.message}>
                      <strong>{subject}</strong>
                      <span className={styles.meta}>
                        <Trans>
                          To {to} · <DateTime value={sentAt} />
                        </Trans>
                      </span>
                      <span>{body}</span>
                      {code && (
                        <span className={styles.row}>
                          <code className={styles.code} aria-label={codeLabel(code)}>
                            {code}
                          </code>
                          <CopyButton value={code} aria-label={t`Copy code`} />
                        </span>
                      )}
                      {link && (
                        <Link href={link} variant="standalone" onPress={() => setOpen(false)}>
                          <Trans>Open the reset link</Trans>
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </TabPanel>
            <TabPanel id="personas">
              <p>
                <Trans>
                  Every persona&apos;s password is <code>{DEMO_PASSWORD}</code>.
                </Trans>
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
                  void act(t`Reset demo data`, () => demo('reset', { scenario: 'demo' }))
                }
              >
                <Trans>Reset demo data</Trans>
              </Button>
            </TabPanel>
            <TabPanel id="switches">
              <div className={styles.list}>
                {features.data?.map(({ route, enabled: isEnabled }) => (
                  <Switch
                    key={route}
                    isSelected={isEnabled}
                    onChange={(enabled) =>
                      void act(`${route}`, () =>
                        demo('features', { route, enabled }).then(() => features.mutate()),
                      )
                    }
                  >
                    <Trans>Feature {route}</Trans>
                  </Switch>
                ))}
                <h3 className={styles.heading}>
                  <Trans>Calls that fail with 500 (the generic error dialog)</Trans>
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
                <h3 className={styles.heading}>
                  <Trans>Deposits</Trans>
                </h3>
                <Button
                  variant="secondary"
                  onPress={() =>
                    void act(t`Deposit arrived`, () =>
                      authed('deposit', { amount: '250' }).then(reread),
                    )
                  }
                >
                  <Trans>Receive 250 USDC (signed in)</Trans>
                </Button>
                <Button
                  variant="secondary"
                  onPress={() =>
                    void act(t`Incoming deposit`, () =>
                      authed('deposit', { amount: '1200', unknownSender: true }).then(reread),
                    )
                  }
                >
                  <Trans>Receive a deposit from an unknown sender</Trans>
                </Button>
              </div>
            </TabPanel>
            <TabPanel id="timings">
              <p className={styles.meta}>
                <Trans>
                  This visit, as the real-API build reports it from customers (web-vitals): it
                  counts from the page the visit opened; moving inside the app is not a new visit.
                </Trans>
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
                          ? `${formatTiming(name, timing.value)}, ${ratingLabel(timing.rating)}`
                          : t`Not measured yet`}
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
          <h3 className={styles.heading}>
            <Trans>This launcher</Trans>
          </h3>
          <p className={styles.meta}>
            <Trans>
              Alt+Shift+D hides or shows it; on a phone, add <code>?demo</code> to any address to
              show it again.
            </Trans>
          </p>
          <div className={styles.row}>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => setPlacement((p) => ({ ...p, corner: otherCorner }))}
            >
              {otherCorner === 'bottom-start' ? (
                <Trans>Move to the left edge</Trans>
              ) : (
                <Trans>Move to the right edge</Trans>
              )}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                setOpen(false);
                setPlacement((p) => ({ ...p, hidden: true }));
              }}
            >
              <Trans>Hide the launcher</Trans>
            </Button>
          </div>
        </Dialog>
      </DialogTrigger>
    </div>
  );
}
