import { useEffect } from 'react';
import { Button } from '@wallet/ui';
import { GENERIC_ERROR_MESSAGE } from '@wallet/screens';
import { reportError } from '../reporting';

/** Any uncaught render or loading error: logged, reported, and a way back instead of a blank page. */
export default function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => reportError(error), [error]);
  return (
    <main style={{ maxWidth: 480, margin: '10vh auto', padding: 24, display: 'grid', gap: 16 }}>
      <h1>Something went wrong</h1>
      <p>{GENERIC_ERROR_MESSAGE}</p>
      <Button onPress={() => window.location.assign('/dashboard')}>Back To Home</Button>
    </main>
  );
}
