import { useState, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isFlowInProgress, subscribeFlowInProgress, useOnline } from '@wallet/screens/connection';
import { Banner, LocaleProvider } from '@wallet/ui';
import type { UpdateStore } from './updates';
import styles from './ConnectionNotices.module.css';

/** Answers when the site answers: the line is back (a plain file, never cached). */
async function siteAnswers() {
  try {
    return (await fetch('/healthz', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * What the app says about its connection and its version, over every page: "You're offline"
 * while the browser has no network (money actions are disabled meanwhile: screens'
 * useOfflinePause), and a new version ready to load, offered only when no flow has unsent work
 * (a review, a confirm out: screens' isFlowInProgress), never reloading by itself.
 */
export function ConnectionNotices({ updates }: { updates: UpdateStore }) {
  const online = useOnline();
  const update = useSyncExternalStore(updates.subscribe, updates.get);
  const flowInProgress = useSyncExternalStore(subscribeFlowInProgress, isFlowInProgress);
  const [stillOffline, setStillOffline] = useState(false);
  const { t } = useLingui();

  const tryAgain = async () => {
    setStillOffline(false);
    if (await siteAnswers()) {
      // The pages' data refreshes on `online` (SWR's reconnect), and this notice goes.
      window.dispatchEvent(new Event('online'));
    } else setStillOffline(true);
  };

  return (
    <div className={styles.notices}>
      {!online && (
        <Banner
          tone="warning"
          title={t`You're offline`}
          action={{ label: t`Try again`, onPress: () => void tryAgain() }}
        >
          <span role="status">
            {stillOffline
              ? t`Still no connection. Check your network and try again.`
              : t`What you see may be out of date, and nothing can be sent until you are back online.`}
          </span>
        </Banner>
      )}
      {online && update && !flowInProgress && (
        <Banner
          tone="info"
          title={t`A new version is ready`}
          action={{ label: t`Reload`, onPress: update.reload }}
        >
          <span role="status">
            <Trans>Reload to use it. Nothing you have entered is lost.</Trans>
          </span>
        </Banner>
      )}
    </div>
  );
}

/**
 * The notices in a root of their own (start.tsx), outside the app's: with the app's language
 * (the same active language), and rendered again when it changes.
 */
export function ConnectionNoticesRoot({ updates }: { updates: UpdateStore }) {
  return (
    <LocaleProvider>
      <ConnectionNotices updates={updates} />
    </LocaleProvider>
  );
}
