import type { ReactNode } from 'react';
import type { Decorator, StoryContext } from '@storybook/react-vite';

// A story is drawn twice: in the canvas (its test and its capture), where its play function brings
// it to the state it names, and on its component's docs page, where play functions do not run and
// every story shares one page. These helpers let a story show that state at rest on the docs page
// without changing what the canvas, the test or the capture see.

/** True when the story is drawn on its component's docs page. */
export const inDocs = (context: Pick<StoryContext, 'viewMode'>) => context.viewMode === 'docs';

/**
 * On the docs page, draws the story with these args over its own: the state its play function
 * reaches in the canvas (the amount typed and refused, the option picked), shown at rest.
 */
export const docsArgs =
  (args: Record<string, unknown>): Decorator =>
  (Story, context) =>
    inDocs(context) ? Story({ args: { ...context.args, ...args } }) : Story();

/**
 * On the docs page, draws this instead of the story (a picture of the state that needs a pointer
 * or focus to appear, e.g. an open list under its field).
 */
export const docsView =
  (view: (context: StoryContext) => ReactNode): Decorator =>
  (Story, context) =>
    inDocs(context) ? <>{view(context as StoryContext)}</> : Story();
