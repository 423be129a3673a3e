import { useState, useSyncExternalStore } from 'react';
import { isFlowInProgress, subscribeFlowInProgress, useOnline } from '@wallet/screens/connection';
import { Banner } from '@wallet/ui';
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
          title="You're offline"
          action={{ label: 'Try again', onPress: () => void tryAgain() }}
        >
          <span role="status">
            {stillOffline
              ? 'Still no connection. Check your network and try again.'
              : 'What you see may be out of date, and nothing can be sent until you are back online.'}
          </span>
        </Banner>
      )}
      {online && update && !flowInProgress && (
        <Banner
          tone="info"
          title="A new version is ready"
          action={{ label: 'Reload', onPress: update.reload }}
        >
          <span role="status">Reload to use it. Nothing you have entered is lost.</span>
        </Banner>
      )}
    </div>
  );
}
