import { useEffect, useRef } from 'react';
import { Button } from '@wallet/ui';
import { isChunkLoadError } from '../guards/chunkReload';
import styles from './error.module.css';

const TITLE = 'Something went wrong';
// The spec's generic message, GENERIC_ERROR_MESSAGE of @wallet/screens (a test keeps the two
// equal). Not imported: its module brings the dialog along, and this page is in the entry chunk.
const MESSAGE = 'We are currently unable to process your request. Please try again later.';

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
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.message}>{MESSAGE}</p>
      {isChunkLoadError(error) ? (
        <Button onPress={onReload}>Reload</Button>
      ) : (
        <Button onPress={() => window.location.assign('/dashboard')}>Back To Home</Button>
      )}
    </main>
  );
}

/** The same page in plain DOM, for when React itself has given up (an error in the error page). */
export function renderStaticErrorPage(container: HTMLElement) {
  const main = Object.assign(document.createElement('main'), {
    id: 'main',
    tabIndex: -1,
    className: styles.page,
  });
  const title = Object.assign(document.createElement('h1'), {
    className: styles.title,
    textContent: TITLE,
  });
  const message = Object.assign(document.createElement('p'), {
    className: styles.message,
    textContent: MESSAGE,
  });
  const reload = Object.assign(document.createElement('button'), {
    type: 'button',
    className: styles.plainButton,
    textContent: 'Reload',
    onclick: () => window.location.reload(),
  });
  main.append(title, message, reload);
  container.replaceChildren(main);
}
