// The dependency rules, in one place: eslint.config.js turns them into lint zones and
// scripts/architecture.mjs writes them into docs/architecture.md, so the two cannot disagree.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The workspace packages, their folder and what each may not import (app -> screens -> {ui, api};
 * mocks -> api); `productionForbidden`: what only its production code may not import (its stories
 * and story helpers may, see STORY_FILES); `uiBehaviour`: it takes react-aria's behaviour only
 * through @wallet/ui's components (REACT_ARIA), stories included.
 */
export const PACKAGES = {
  ui: { dir: 'packages/ui', forbidden: ['api', 'screens', 'app', 'mocks'] },
  api: { dir: 'packages/api', forbidden: ['ui', 'screens', 'app', 'mocks'] },
  screens: {
    dir: 'packages/screens',
    forbidden: ['app'],
    productionForbidden: ['mocks'],
    uiBehaviour: true,
  },
  app: { dir: 'packages/app', forbidden: [], uiBehaviour: true },
  mocks: { dir: 'mocks', forbidden: ['ui', 'screens', 'app'] },
};

/** react-aria's packages: ui wraps and styles them once, so screens and app do not import them. */
export const REACT_ARIA = [
  'react-aria-components',
  'react-aria',
  'react-stately',
  '@react-aria/*',
  '@react-stately/*',
];

/** Package name of a workspace package: `@wallet/<name>`. */
export const packageName = (name) => `@wallet/${name}`;

export const SCREENS_SRC = 'packages/screens/src';

/** Files that are not production code: stories, their helpers (`*Stories.tsx`, `testing/`) and tests. */
export const STORY_FILES = [
  '**/*.stories.tsx',
  '**/*Stories.tsx',
  '**/*.test.{ts,tsx}',
  `${SCREENS_SRC}/testing/**`,
];

/**
 * Folders of packages/screens/src that are not areas: what every area may import. They must not
 * import an area themselves.
 */
export const SHARED = {
  common:
    'what areas share: outcome hook, password fields and rules, limits, contacts, the identity gate, page styles',
  forms: 'the forms kit: form hooks and form-bound fields',
  hooks: 'hooks with no product wording (countdown)',
  testing: 'story helpers',
};

const folders = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The screen areas: every folder of packages/screens/src that is not shared. */
export const screenAreas = () => folders(SCREENS_SRC).filter((name) => !(name in SHARED));

/** The app's route groups: the folders of packages/app/src/routes. */
export const routeGroups = () => folders('packages/app/src/routes');

const why = 'see docs/architecture.md';

/** Zones of import-x/no-restricted-paths: between packages, and between areas inside screens. */
export function restrictedPathZones() {
  const packageZones = Object.values(PACKAGES)
    .filter(({ forbidden }) => forbidden.length > 0)
    .map(({ dir, forbidden }) => ({
      target: `./${dir}`,
      from: forbidden.map((name) => `./${PACKAGES[name].dir}`),
    }));
  const areas = screenAreas();
  const areaZones = areas.flatMap((area) => {
    const others = areas.filter((other) => other !== area);
    if (others.length === 0) return [];
    return [
      {
        target: `./${SCREENS_SRC}/${area}`,
        from: others.map((other) => `./${SCREENS_SRC}/${other}`),
        message: `The screens area "${area}" must not import another area: move what both need to common/ (${why}).`,
      },
    ];
  });
  const sharedZones = Object.keys(SHARED).map((folder) => ({
    target: `./${SCREENS_SRC}/${folder}`,
    from: areas.map((area) => `./${SCREENS_SRC}/${area}`),
    message: `screens/${folder} is shared by the areas and must not import one (${why}).`,
  }));
  return [...packageZones, ...areaZones, ...sharedZones];
}

/** The zones of production code only (not STORY_FILES): the above and `productionForbidden`. */
export function productionZones() {
  const zones = Object.values(PACKAGES)
    .filter(({ productionForbidden }) => productionForbidden?.length)
    .map(({ dir, productionForbidden }) => ({
      target: `./${dir}`,
      from: productionForbidden.map((name) => `./${PACKAGES[name].dir}`),
      message: `Only stories, story helpers and tests may import it (${why}).`,
    }));
  return [...restrictedPathZones(), ...zones];
}
