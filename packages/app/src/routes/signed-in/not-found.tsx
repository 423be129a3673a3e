import { Trans } from '@lingui/react/macro';
import { Link } from '@wallet/ui';
import styles from './not-found.module.css';

/** A signpost pointing nowhere in particular (decorative). */
const LostArt = () => (
  <svg className={styles.art} viewBox="0 0 256 160" aria-hidden="true" focusable="false">
    <rect className={styles.artBg} width="256" height="160" rx="24" />
    <path className={styles.artPath} d="M24 136c40-8 56-28 96-24s64 18 112-8" />
    <rect className={styles.artPost} x="122" y="40" width="10" height="96" rx="3" />
    <path className={styles.artSign} d="M72 44h80l14 13-14 13H72z" />
    <path className={styles.artMark} d="M86 57h50" />
    <path className={styles.artSignBack} d="M184 78h-80l-14 13 14 13h80z" />
    <path className={styles.artQuestion} d="M206 44a10 10 0 1 1 14 9c-4 2-4 5-4 8M216 72v1" />
  </svg>
);

/**
 * Any unknown path (spec 2 section 2): inside the signed-in shell when signed in, on a bare
 * page otherwise (signed-in-routes decides). The way home is a link that looks like the page's
 * main button.
 */
export function Component() {
  return (
    <div className={styles.page}>
      <LostArt />
      <h1>
        <Trans>Page Not Available</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link href="/dashboard" variant="button">
        <Trans>Back To Home</Trans>
      </Link>
    </div>
  );
}
