import { Button } from '@wallet/ui';

/** Placeholder sign-in page until the accounts issue lands its screens. */
export function Component() {
  return (
    <main style={{ maxWidth: 420, margin: '10vh auto', padding: 24 }}>
      <h1>Log In</h1>
      <p style={{ margin: '16px 0' }}>The sign-in screens arrive with the accounts issue.</p>
      <Button type="button" isDisabled>
        Log In
      </Button>
    </main>
  );
}
