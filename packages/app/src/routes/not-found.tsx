import { Link } from '@wallet/ui';

/** Any unknown path (spec 2 section 2). */
export function Component() {
  return (
    <main style={{ maxWidth: 420, margin: '10vh auto', padding: 24 }}>
      <h1>Page Not Available</h1>
      <p style={{ margin: '16px 0' }}>The page you are looking for does not exist.</p>
      <Link href="/dashboard" variant="standalone">
        Back To Home
      </Link>
    </main>
  );
}
