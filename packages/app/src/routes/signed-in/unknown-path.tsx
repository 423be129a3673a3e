import { Outlet } from 'react-router';
import { codePendingFor, sessionStore } from '@wallet/api';
import { Brand, MAIN_ID, SkipLink } from '@wallet/ui';
import { Component as SignedInLayout } from './layout';
import styles from './not-found.module.css';

/**
 * The frame of an unknown path: the signed-in shell for a session, else a bare page. The tokens
 * of a password step whose e-mailed code is pending are no session: no signed-in chrome for them.
 */
export function Component() {
  if (sessionStore.hasAccessToken() && !codePendingFor()) return <SignedInLayout />;
  return (
    <div className={styles.bare}>
      <SkipLink />
      <Brand name="Wallet" />
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
