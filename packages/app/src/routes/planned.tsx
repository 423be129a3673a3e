import { useMatches } from 'react-router';

interface RouteHandle {
  title?: string;
  issue?: string;
}

/**
 * The page of a route whose screen has not landed yet: its title and which issue builds it.
 * Each route moves to its real screen as that issue lands; this module then goes away.
 */
export function Component() {
  const handle = (useMatches().at(-1)?.handle ?? {}) as RouteHandle;
  return (
    <section style={{ display: 'grid', gap: 12, maxWidth: 640 }} aria-labelledby="planned-title">
      <h1 id="planned-title">{handle.title ?? 'Page'}</h1>
      <p>
        This screen is not built yet
        {handle.issue ? `: it arrives with the ${handle.issue} issue` : ''}.
      </p>
    </section>
  );
}
