import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageOf } from '../.storybook/docs/usage';
import { root, storiesOf, storyFiles } from './spec-stories.mjs';

// Every ui component has a docs page a designer can review: a story file (its states, keyboard
// paths in play functions) and, on its page, when to use it and when not (.storybook/docs/usage.ts).
const UI = join(root, 'packages/ui/src');
// Folders of helpers, not components.
const NOT_COMPONENTS = new Set(['format', 'hooks', 'icons', 'styles']);

describe('ui docs', () => {
  it('gives every ui component folder a story file', () => {
    const folders = readdirSync(UI, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !NOT_COMPONENTS.has(entry.name))
      .map((entry) => entry.name);
    const withoutStories = folders.filter(
      (folder) => !readdirSync(join(UI, folder)).some((file) => file.endsWith('.stories.tsx')),
    );
    expect(withoutStories).toEqual([]);
  });

  it('says when to use each ui component and when not', () => {
    const titles = new Set(
      storyFiles()
        .flatMap(storiesOf)
        .map((story) => story.title)
        .filter((title) => title.startsWith('UI/')),
    );
    expect([...titles].filter((title) => !usageOf(title))).toEqual([]);
    // Reads every story file with the TypeScript compiler: slow on a loaded machine.
  }, 120_000);
});
