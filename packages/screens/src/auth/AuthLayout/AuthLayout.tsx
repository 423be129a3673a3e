import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { preloadRecaptcha, sessionStore } from '@wallet/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitch, Link, MAIN_ID, SkipLink } from '@wallet/ui';
import { switchLanguage } from '../../common/language/switchLanguage';
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
      <Trans>
        This site is protected by reCAPTCHA and the Google{' '}
        <Link href="https://policies.google.com/privacy" muted>
          Privacy Policy
        </Link>{' '}
        and{' '}
        <Link href="https://policies.google.com/terms" muted>
          Terms of Service
        </Link>{' '}
        apply.
      </Trans>
    </p>
  );
}

/** The frame of the signed-out pages: promo carousel, the page, the reCAPTCHA notice, legal links. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useLingui();
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
      <div className={styles.panel}>
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name */}
        <p className={styles.brand}>Wallet</p>
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {showRecaptcha && <RecaptchaNotice />}
        <footer className={styles.footer}>
          <nav aria-label={t`Legal`}>
            <ul className={styles.links}>
              <li>
                <Link href={LEGAL_LINKS.privacy} muted className={styles.legal}>
                  <Trans>Privacy Policy</Trans>
                </Link>
              </li>
              <li>
                <Link href={LEGAL_LINKS.cookies} muted className={styles.legal}>
                  <Trans>Cookie Policy</Trans>
                </Link>
              </li>
              <li>
                <Link href={LEGAL_LINKS.terms} muted className={styles.legal}>
                  <Trans>Terms and Conditions</Trans>
                </Link>
              </li>
            </ul>
          </nav>
          <LanguageSwitch onChange={(locale) => void switchLanguage(locale)} />
        </footer>
      </div>
      {/* After the form in the document, so the keyboard meets the form first whenever the
          carousel loads; the grid still draws it on the left on wide screens. */}
      <aside className={styles.promo} aria-label={t`Why join`}>
        <Suspense>
          <Promo />
        </Suspense>
      </aside>
    </div>
  );
}
