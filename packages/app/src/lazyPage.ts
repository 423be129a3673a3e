import { lazy, type ComponentType } from 'react';

/**
 * A route module loaded on its first visit (route-level code splitting). Each module in routes/
 * exports `Component`.
 */
export const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));
