import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { preloadRecaptcha, sessionStore } from '@wallet/api';
import { MAIN_ID, SkipLink } from '@wallet/ui';
import { LEGAL_LINKS } from '../../common/messages';
import styles from './AuthLayout.module.css';

// Promotional, and hidden on phones: it loads after the form, outside the page's first download.
const Promo = lazy(() => import('./Promo'));

/** The six routes that show the reCAPTCHA notice (spec 1 section 2), and no others. */
export const RECAPTCHA_ROUTES = [
  '/login',
  '/login/two-fa',
  '/signup',
  '/signup/next',
  '/signup/two-fa',
  '/signup/confirmation',
];

/**
 * Google's terms allow hiding its floating badge when this text is shown instead; it appears
 * only on the six sign-in routes.
 */
function RecaptchaNotice() {
  return (
    <p className={styles.recaptcha} data-testid="recaptcha-badge">
      This site is protected by reCAPTCHA and the Google{' '}
      <a href="https://policies.google.com/privacy" target="_blank" rel="noreferrer">
        Privacy Policy
      </a>{' '}
      and{' '}
      <a href="https://policies.google.com/terms" target="_blank" rel="noreferrer">
        Terms of Service
      </a>{' '}
      apply.
    </p>
  );
}

/** The frame of the signed-out pages: promo carousel, the page, the reCAPTCHA notice, legal links. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const showRecaptcha = RECAPTCHA_ROUTES.includes(pathname.replace(/\/+$/, '') || '/');

  useEffect(() => {
    if (showRecaptcha) {
      sessionStore.set('recaptchaBadge', 'shown');
      preloadRecaptcha();
    } else sessionStore.remove('recaptchaBadge');
  }, [showRecaptcha]);

  return (
    <div className={styles.layout}>
      <SkipLink />
      <aside className={styles.promo} aria-label="Why join">
        <Suspense>
          <Promo />
        </Suspense>
      </aside>
      <div className={styles.panel}>
        <p className={styles.brand}>Wallet</p>
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {showRecaptcha && <RecaptchaNotice />}
        <footer className={styles.footer}>
          <nav aria-label="Legal">
            <ul className={styles.links}>
              <li>
                <a href={LEGAL_LINKS.privacy} target="_blank" rel="noreferrer">
                  Privacy Policy
                </a>
              </li>
              <li>
                <a href={LEGAL_LINKS.cookies} target="_blank" rel="noreferrer">
                  Cookie Policy
                </a>
              </li>
              <li>
                <a href={LEGAL_LINKS.terms} target="_blank" rel="noreferrer">
                  Terms and Conditions
                </a>
              </li>
            </ul>
          </nav>
        </footer>
      </div>
    </div>
  );
}
