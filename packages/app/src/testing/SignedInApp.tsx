// For stories only: the signed-in frame as the app mounts it.
import { Component as SignedInLayout } from '../routes/signed-in/layout';
import type { SESSION_TIMING } from '../session/idle';
import { SessionProvider } from '../session/SessionProvider';

/** The session around the signed-in layout (top bar, sidebar, banners, gate). */
export function SignedInApp({ timing }: { timing?: typeof SESSION_TIMING }) {
  return (
    <SessionProvider timing={timing}>
      <SignedInLayout />
    </SessionProvider>
  );
}
