import { beforeAll, describe, expect, it } from 'vitest';
import { activeModes, defaultModes, PAGE_MODES, type Mode } from '../.storybook/modes';
import { storiesOf, storyFiles, type SpecStory } from './spec-stories.mjs';

// Every screens and app story is snapshotted (Chromatic and the local visual check) in light and
// dark at 375 and 1280 px, unless it says why not: a `modesReason`, or `disableSnapshot` for a
// purely interactive duplicate. ui stories take light and dark at their own size. Read from the
// story files as Storybook's indexer reads them (scripts/spec-stories.mjs), with the preview's
// per-title default (.storybook/modes.ts) where a story sets no modes.
let stories: SpecStory[];
beforeAll(() => {
  stories = storyFiles().flatMap(storiesOf);
}, 120_000);

const modesOf = (story: SpecStory) => {
  const chromatic = story.chromatic === 'unknown' ? undefined : story.chromatic;
  return (chromatic?.modes as Record<string, Mode> | undefined) ?? defaultModes(story.title);
};

describe('Chromatic modes', () => {
  it('can read every story’s chromatic parameters statically', () => {
    const unreadable = stories.filter(
      (s) => s.chromatic === 'unknown' || s.modesReason === 'unknown',
    );
    expect(unreadable.map((s) => `${s.file} ${s.exportName}`)).toEqual([]);
  });

  it('gives every screens and app story the four page modes, or a stated reason', () => {
    const pages = stories.filter((s) => !s.title.startsWith('UI/'));
    expect(pages.length).toBeGreaterThan(300);
    const missing = pages.filter((story) => {
      const chromatic = typeof story.chromatic === 'object' ? story.chromatic : {};
      if (chromatic.disableSnapshot || story.modesReason) return false;
      const names = activeModes(modesOf(story)).map(([name]) => name);
      return names.sort().join() !== [...PAGE_MODES].sort().join();
    });
    expect(missing.map((s) => `${s.file} ${s.exportName}`)).toEqual([]);
  });

  it('gives ui stories light and dark at their own size', () => {
    for (const story of stories.filter((s) => s.title.startsWith('UI/'))) {
      const modes = activeModes(modesOf(story));
      expect(modes.map(([, mode]) => mode.theme).sort(), story.id).toEqual(['dark', 'light']);
      expect(
        modes.every(([, mode]) => mode.viewport === undefined),
        story.id,
      ).toBe(true);
    }
  });

  it('states a reason wherever a story opts out', () => {
    const optedOut = stories.filter((s) => typeof s.modesReason === 'string');
    for (const story of optedOut) expect(story.modesReason, story.id).toMatch(/^.{20,200}$/);
  });
});
