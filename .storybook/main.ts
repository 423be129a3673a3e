import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import {
  snapshotSkipped,
  specStories,
  storiesOf,
  type SpecStory,
} from '../scripts/spec-stories.mjs';
import { linguiPlugins } from '../scripts/lingui-vite.mjs';
import { areaOf, areaTag } from './spec.ts';

// The Spec coverage page imports every story's spec ids from this module, read statically at
// build time (scripts/spec-stories.mjs), so the page needs no story loaded to draw its table.
const SPEC_STORIES = 'virtual:spec-stories';
const specStoriesPlugin: Plugin = {
  name: 'wallet:spec-stories',
  resolveId: (id) => (id === SPEC_STORIES ? `\0${SPEC_STORIES}` : undefined),
  load: (id) =>
    id === `\0${SPEC_STORIES}` ? `export default ${JSON.stringify(specStories())};` : undefined,
};

// The typeface's first file, preloaded in the preview's iframe as the app's index.html does:
// Inter is font-display: optional, and a story whose page has not got it within ~100 ms keeps the
// fallback for its lifetime (designers saw two typefaces). Vite resolves and hashes the path.
const preloadInter: Plugin = {
  name: 'wallet:preload-inter',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) =>
      html.replace(
        '</head>',
        '<link rel="preload" href="/packages/ui/src/styles/fonts/inter-basic-wght.woff2" as="font" type="font/woff2" crossorigin></head>',
      ),
  },
};

const config: StorybookConfig = {
  // The docs come first: the static Storybook opens on the first entry, the Introduction.
  stories: ['./docs/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The demo's stand-in widgets, and MSW's worker, which answers the stories' calls; the
  // committed captures, which the Spec coverage page shows as each state's thumbnail.
  staticDirs: [
    '../packages/app/public',
    '../packages/app/public-demo',
    './public',
    { from: '../visual-baselines', to: '/baselines' },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Stories tagged `test-only` drive behaviour (close, cancel, navigate) and end away from any spec
  // state: hidden from the sidebar's default view (the tag filter shows them), never captured.
  tags: { 'test-only': { defaultFilterSelection: 'exclude' } },
  // Each story that names spec ids gets a `spec:<area>` tag, so the sidebar's tag filter can show
  // one area's states, without every story file having to repeat it. A story with
  // `chromatic: { disableSnapshot: true }` gets `no-snapshot`, which the visual check skips.
  experimental_indexers: async (indexers) =>
    indexers.map((indexer) => ({
      ...indexer,
      createIndex: async (fileName, options) => {
        const entries = await indexer.createIndex(fileName, options);
        if (!/\.stories\.tsx?$/.test(fileName)) return entries;
        let stories: Map<string, SpecStory>;
        try {
          stories = new Map(storiesOf(fileName).map((story) => [story.exportName, story]));
        } catch (error) {
          // scripts/spec-states.test.ts fails on this; the Storybook still builds, untagged.
          console.warn(String(error));
          return entries;
        }
        return entries.map((entry) => {
          const story = entry.type === 'story' ? stories.get(entry.exportName) : undefined;
          if (!story) return entry;
          const tags = story.spec.flatMap((id) => {
            const area = areaOf.get(id);
            return area ? [areaTag(area)] : [];
          });
          if (snapshotSkipped(story, entry.tags)) tags.push('no-snapshot');
          return tags.length
            ? { ...entry, tags: [...new Set([...(entry.tags ?? []), ...tags])] }
            : entry;
        });
      },
    })),
  viteFinal: (vite) => ({
    ...vite,
    // Lingui's macros before the React plugin Storybook added (scripts/lingui-vite.mjs).
    plugins: [...linguiPlugins(), ...(vite.plugins ?? []), specStoriesPlugin, preloadInter],
  }),
};

export default config;
