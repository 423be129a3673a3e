// A multi-step story's play function as named steps (never imported by screens themselves).
import type { StoryContext } from '@storybook/react-vite';
import { screenOf } from './storyKit';

/** What each step is given: the story's context and queries over the whole document. */
export type FlowContext = StoryContext & {
  /** Queries over the whole document: dialogs render outside the story's canvas. */
  screen: ReturnType<typeof screenOf>;
};

export interface FlowStep {
  /** What the step does, as the Interactions panel and a failing test report it. */
  name: string;
  run: (context: FlowContext) => Promise<unknown> | unknown;
}

/**
 * A `play` that runs `steps` in order, each inside `step(name, ...)`: the Interactions panel
 * groups a flow's actions under its steps, and a failure names the step it happened in.
 *
 * ```ts
 * export const Success: Story = {
 *   play: flowStory([
 *     { name: 'open the dialog', run: ({ canvas, userEvent }) => userEvent.click(canvas.getByRole('button', { name: 'Edit' })) },
 *     { name: 'save', run: async ({ screen, userEvent }) => { ... } },
 *   ]),
 * };
 * ```
 */
export function flowStory(steps: readonly FlowStep[]) {
  return async (context: StoryContext) => {
    const flow = { ...context, screen: screenOf(context.canvasElement) } as FlowContext;
    for (const { name, run } of steps)
      await context.step(name, async () => {
        await run(flow);
      });
  };
}
