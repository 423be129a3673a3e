// @vitest-environment node
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';
import { screenAreas } from './boundaries.mjs';

// The repository's own ESLint config (eslint.config.js), run on small sources as if they were a
// file of a screens area or of common/: an area importing another area is an error, importing
// common (or forms, testing) is not, and common importing an area is an error.
// The first lint loads the TypeScript resolver: slow on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function boundaryErrors(
  code: string,
  filePath: string,
  rules = ['import-x/no-restricted-paths'],
) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.severity === 2 && rules.includes(m.ruleId!))
    .map((m) => m.message);
}

describe('the boundaries between screen areas', () => {
  it('reads the areas from the folders, without the shared ones', () => {
    expect(screenAreas()).toEqual(expect.arrayContaining(['auth', 'kyc', 'profile', 'shell']));
    for (const shared of ['common', 'forms', 'hooks', 'testing'])
      expect(screenAreas()).not.toContain(shared);
  });

  it('refuses an area importing another area', async () => {
    const errors = await boundaryErrors(
      "import { AUTH_MESSAGES } from '../auth/messages';\nexport const m = AUTH_MESSAGES;\n",
      'packages/screens/src/profile/Probe.ts',
    );
    expect(errors).toEqual([expect.stringContaining('"profile" must not import another area')]);
  });

  it('refuses it through a deeper path too', async () => {
    const errors = await boundaryErrors(
      "import { kycTokenLevel } from '../../kyc/rules';\nexport const f = kycTokenLevel;\n",
      'packages/screens/src/shell/probe/Probe.ts',
    );
    expect(errors).toHaveLength(1);
  });

  it('lets an area import common, forms and testing', async () => {
    const errors = await boundaryErrors(
      [
        "import { LIMITS } from '../common';",
        "import { useCanSubmit } from '../forms/useCanSubmit';",
        "import { screenOf } from '../testing/storyKit';",
        'export const all = [LIMITS, useCanSubmit, screenOf];',
        '',
      ].join('\n'),
      'packages/screens/src/profile/Probe.ts',
    );
    expect(errors).toEqual([]);
  });

  it('refuses common importing an area', async () => {
    const errors = await boundaryErrors(
      "import { AUTH_MESSAGES } from '../auth/messages';\nexport const m = AUTH_MESSAGES;\n",
      'packages/screens/src/common/Probe.ts',
    );
    expect(errors).toEqual([expect.stringContaining('screens/common is shared')]);
  });
});

describe('screens production code and the demo backend', () => {
  const byName = "import { PERSONAS } from '@wallet/mocks';\nexport const p = PERSONAS;\n";
  const byPath = "import { PERSONAS } from '../../../../mocks/src';\nexport const p = PERSONAS;\n";
  const rules = ['no-restricted-imports', 'import-x/no-restricted-paths'];

  it('refuses a screen importing @wallet/mocks', async () => {
    const errors = await boundaryErrors(byName, 'packages/screens/src/profile/Probe.tsx', rules);
    expect(errors).toEqual(
      expect.arrayContaining([expect.stringContaining('must not import @wallet/mocks')]),
    );
  });

  it('refuses it through a relative path into mocks/', async () => {
    const errors = await boundaryErrors(byPath, 'packages/screens/src/common/Probe.ts', rules);
    expect(errors).toEqual([expect.stringContaining('Only stories, story helpers and tests')]);
  });

  it('keeps the other zones for production code', async () => {
    const errors = await boundaryErrors(
      "import { AUTH_MESSAGES } from '../auth/messages';\nexport const m = AUTH_MESSAGES;\n",
      'packages/screens/src/profile/Probe.tsx',
    );
    expect(errors).toEqual([expect.stringContaining('"profile" must not import another area')]);
  });

  it('lets stories, story helpers and tests import it', async () => {
    for (const file of [
      'profile/Probe.stories.tsx',
      'profile/probeStories.tsx',
      'profile/Probe.test.ts',
      'testing/probe.ts',
    ])
      expect(await boundaryErrors(byName, `packages/screens/src/${file}`, rules)).toEqual([]);
  });
});

describe('react-aria only through @wallet/ui', () => {
  const rules = ['no-restricted-imports'];
  const imports = [
    "import { DialogTrigger } from 'react-aria-components';\nexport const d = DialogTrigger;\n",
    "import { useButton } from 'react-aria';\nexport const b = useButton;\n",
    "import { useButton } from '@react-aria/button';\nexport const b = useButton;\n",
    "import { useListState } from 'react-stately';\nexport const s = useListState;\n",
  ];

  it('refuses it in screens, stories and story helpers included, and in the app', async () => {
    for (const file of [
      'packages/screens/src/profile/Probe.tsx',
      'packages/screens/src/common/Probe.ts',
      'packages/screens/src/profile/Probe.stories.tsx',
      'packages/screens/src/profile/probeStories.tsx',
      'packages/app/src/Probe.tsx',
      'packages/app/src/routes/signed-in/Probe.stories.tsx',
    ])
      for (const code of imports)
        expect(await boundaryErrors(code, file, rules)).toEqual([
          expect.stringContaining('use @wallet/ui'),
        ]);
  });

  it('keeps the other rules beside it', async () => {
    const errors = await boundaryErrors(
      `import { PERSONAS } from '@wallet/mocks';\n${imports[0]}export const p = PERSONAS;\n`,
      'packages/screens/src/profile/Probe.tsx',
      rules,
    );
    expect(errors).toEqual([
      expect.stringContaining('must not import @wallet/mocks'),
      expect.stringContaining('use @wallet/ui'),
    ]);
  });

  it('lets ui wrap it, and screens and app use ui', async () => {
    expect(await boundaryErrors(imports[0]!, 'packages/ui/src/Probe/Probe.tsx', rules)).toEqual([]);
    const ui = "import { DialogTrigger } from '@wallet/ui';\nexport const d = DialogTrigger;\n";
    for (const file of ['packages/screens/src/profile/Probe.tsx', 'packages/app/src/Probe.tsx'])
      expect(await boundaryErrors(ui, file, rules)).toEqual([]);
  });
});

describe('the pages the screens package exports', () => {
  const { exports } = JSON.parse(
    readFileSync(new URL('../packages/screens/package.json', import.meta.url), 'utf8'),
  ) as { exports: Record<string, string> };

  it('are an explicit map, not a wildcard into its folders', () => {
    expect(Object.keys(exports).filter((key) => key.includes('*'))).toEqual([]);
  });

  it('hold every page the app imports', () => {
    const routes = [
      'router.tsx',
      'routes/signed-in/routes.tsx',
      'routes/signed-in/card-setting.tsx',
    ].map((file) => readFileSync(new URL(`../packages/app/src/${file}`, import.meta.url), 'utf8'));
    const pages = routes.flatMap((text) =>
      [...text.matchAll(/'@wallet\/screens(\/pages\/[^']+)'/g)].map((m) => `.${m[1]}`),
    );
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(exports).toHaveProperty([page]);
  });
});
