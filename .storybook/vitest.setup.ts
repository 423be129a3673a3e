import { beforeEach, inject } from 'vitest';

// In `npm test` the visual check, which runs later, renders every snapshot-eligible story with its
// play function, the final-screen check and axe (.storybook/test-runner.ts): this step then runs
// only the stories it leaves out (scripts/cli.mjs sets STORIES_SKIP_CAPTURED; vitest.config.ts
// does not load the files it renders whole). Alone, `pnpm test:stories` runs every story.
const runByTheVisualCheck = new Set(inject('storiesTheVisualCheckRuns'));

beforeEach((context) => {
  if (runByTheVisualCheck.has(`${context.task.file.name}::${context.task.name}`)) context.skip();
});

declare module 'vitest' {
  export interface ProvidedContext {
    storiesTheVisualCheckRuns: string[];
  }
}
