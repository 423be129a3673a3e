import { Outlet } from 'react-router';

/** The frame of the public (signed-out) pages. The sign-in area's carousel lands with its issue. */
export function Component() {
  return (
    <main id="main-content" style={{ maxWidth: 480, margin: '8vh auto', padding: 24 }}>
      <Outlet />
    </main>
  );
}
