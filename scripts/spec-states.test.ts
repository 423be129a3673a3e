import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import specStates from '../docs/spec-states.json';
import { root, specStories, type SpecStory } from './spec-stories.mjs';

// docs/spec-states.json is the project's list of spec states; stories name them in
// parameters.spec. Every id needs a story, every named id must exist, and where the shared
// checklist sits beside the repo (not on CI) the two lists must be the same.
const ids = specStates.areas.flatMap((area) => Object.keys(area.states));
const known = new Set(ids);

/** The ids of STATES.md: dotted tokens opening a list item or following ` · `. */
function statesMdIds(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .flatMap((line) => line.slice(2).split(' · '))
    .map((part) => /^[a-z0-9-]+(?:\.[a-z0-9-]+)+/.exec(part)?.[0])
    .filter((id): id is string => Boolean(id));
}

describe('spec states', () => {
  let stories: SpecStory[];
  // Parsing ~80 story files takes a few seconds, more on a loaded machine.
  beforeAll(() => {
    stories = specStories();
  }, 120_000);

  it('lists each id once, with a one-line description', () => {
    expect(ids.length).toBe(known.size);
    for (const area of specStates.areas) {
      for (const [id, description] of Object.entries(area.states)) {
        expect(description, id).toMatch(/^[^\n]{10,160}$/);
      }
    }
  });

  it('names only known ids in stories', () => {
    const unknown = stories.flatMap((story) =>
      story.spec.filter((id) => !known.has(id)).map((id) => `${story.file} ${story.name}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('shows every id in at least one story', () => {
    const shown = new Set(stories.flatMap((story) => story.spec));
    expect(ids.filter((id) => !shown.has(id))).toEqual([]);
  });

  it('every spec story says what its final screen shows, and none is test-only', () => {
    const spec = stories.filter((story) => story.spec.length > 0);
    // 'unknown' (built by a factory the reader does not follow) is checked as the story runs.
    expect(spec.filter((story) => story.specExpect === false).map((s) => s.id)).toEqual([]);
    expect(
      spec.filter((s) => s.tags === 'unknown' || s.tags.includes('test-only')).map((s) => s.id),
    ).toEqual([]);
  });

  it('captures every id in some story, or says why not', () => {
    const captured = (story: SpecStory) =>
      !(typeof story.chromatic === 'object' && story.chromatic.disableSnapshot);
    const uncaptured = ids.filter((id) => {
      const showing = stories.filter((story) => story.spec.includes(id));
      return showing.length > 0 && !showing.some(captured);
    });
    const unexplained = uncaptured.filter(
      (id) =>
        !stories.some(
          (story) =>
            story.spec.includes(id) &&
            typeof story.uncapturedReason === 'string' &&
            story.uncapturedReason !== 'unknown' &&
            story.uncapturedReason.length > 10,
        ),
    );
    // The list of ids shown only by uncaptured stories, each with its written reason.
    expect(unexplained).toEqual([]);
  });

  const statesMd = join(root, '..', 'shared', 'STATES.md');
  it.skipIf(!existsSync(statesMd))('matches the shared STATES.md', () => {
    const shared = statesMdIds(readFileSync(statesMd, 'utf8'));
    expect(shared).toHaveLength(203);
    expect([...ids].sort()).toEqual([...shared].sort());
  });
});
