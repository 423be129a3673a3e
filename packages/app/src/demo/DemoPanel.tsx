import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState } from 'react';
// The page's margin for the rail, with this module: there before the first paint.
import './demoRail.css';
import { isToggleShortcut, readPlacement, writePlacement } from './launcherPlacement';

// The rail with its dialog (react-aria's dialog, tabs, switches: ~10 files) loads a second after
// the first page is on screen, so the demo's first paint waits only for the page's own files, and
// a signed-in page (which paints before the mock backend runs) gets its data and its largest
// paint before the rail's files and render compete with them.
const Rail = lazy(() => import('./DemoPanelRail'));
const RAIL_AFTER_PAINT_MS = 1000;

/**
 * Demo mode only: the demo panel's launcher. The rail with its dialog (DemoPanelRail) loads after
 * the first paint; this part, in the first page's download, keeps where the rail sits and whether
 * it shows (localStorage) and answers Alt+Shift+D (or `?demo` in the address) from the start, and
 * marks the rail's side on the page's root before the first paint (demoRail.css gives the page
 * its margin), so the rail appearing later moves nothing.
 */
export default function DemoPanel() {
  const [placement, setPlacement] = useState(readPlacement);
  const [painted, setPainted] = useState(false);
  useEffect(() => writePlacement(placement), [placement]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (placement.hidden) delete root.dataset.demoRail;
    else root.dataset.demoRail = placement.corner;
    return () => {
      delete root.dataset.demoRail;
    };
  }, [placement]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      setPlacement((p) => ({ ...p, hidden: !p.hidden }));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued in an animation frame runs once that frame is painted.
    const frame = requestAnimationFrame(
      () =>
        (timer = setTimeout(() => startTransition(() => setPainted(true)), RAIL_AFTER_PAINT_MS)),
    );
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted && !placement.hidden ? (
    <Suspense>
      <Rail placement={placement} setPlacement={setPlacement} />
    </Suspense>
  ) : null;
}
