import { useEffect, useRef } from 'react';
import { t } from '@lingui/core/macro';
import { Button } from '@wallet/ui';
import { isChunkLoadError } from '../guards/chunkReload';
import styles from './error.module.css';

// In the active language when read: `t` of @lingui/core, not the hook's, since this page shows
// above every provider, and in plain DOM when React has given up.
const title = () => t`Something went wrong`;
// The spec's generic message, GENERIC_ERROR_MESSAGE of @wallet/screens (a test keeps the two
// equal). Not imported: its module brings the dialog along, and this page is in the entry chunk.
const message = () => t`We are currently unable to process your request. Please try again later.`;
const reloadLabel = () => t`Reload`;

interface ErrorPageProps {
  error: unknown;
  /** Reloads the page: offered when the page's code could not be downloaded. */
  onReload: () => void;
}

/**
 * Any uncaught render or loading error: a way on instead of a blank page. The error boundary
 * imports it statically (it must show when no chunk can load), and it sits above every provider,
 * so this page needs no router, no provider and no network. The root reports the error.
 */
export default function ErrorPage({ error, onReload }: ErrorPageProps) {
  const main = useRef<HTMLElement>(null);
  // The page under the pointer or focus vanished: start reading here.
  useEffect(() => main.current?.focus(), []);
  return (
    <main id="main" tabIndex={-1} ref={main} className={styles.page}>
      <h1 className={styles.title}>{title()}</h1>
      <p className={styles.message}>{message()}</p>
      {isChunkLoadError(error) ? (
        <Button onPress={onReload}>{reloadLabel()}</Button>
      ) : (
        <Button onPress={() => window.location.assign('/dashboard')}>{t`Back To Home`}</Button>
      )}
    </main>
  );
}

/** The same page in plain DOM, for when React itself has given up (an error in the error page). */
export function renderStaticErrorPage(container: HTMLElement) {
  // Shown whatever the language it was to be rendered in (boot/locale.js).
  document.documentElement.removeAttribute('data-locale-pending');
  const main = Object.assign(document.createElement('main'), {
    id: 'main',
    tabIndex: -1,
    className: styles.page,
  });
  const heading = Object.assign(document.createElement('h1'), {
    className: styles.title,
    textContent: title(),
  });
  const paragraph = Object.assign(document.createElement('p'), {
    className: styles.message,
    textContent: message(),
  });
  const reload = Object.assign(document.createElement('button'), {
    type: 'button',
    className: styles.plainButton,
    textContent: reloadLabel(),
    onclick: () => window.location.reload(),
  });
  main.append(heading, paragraph, reload);
  container.replaceChildren(main);
}
