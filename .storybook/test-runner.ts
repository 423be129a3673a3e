import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';

// The static-Storybook runner does not apply the viewport global the way the Vitest addon does,
// so size the page from it: mobile stories must run at 375 px here too.
const sizes: Record<string, { width: number; height: number }> = {
  mobile: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
};

const config: TestRunnerConfig = {
  async preVisit(page, story) {
    const context = await getStoryContext(page, story);
    const globals = {
      ...context.globals,
      ...(context as { storyGlobals?: Record<string, unknown> }).storyGlobals,
    };
    const viewport = (globals.viewport as { value?: string } | undefined)?.value;
    await page.setViewportSize(sizes[viewport ?? ''] ?? { width: 1280, height: 800 });
  },
};

export default config;
