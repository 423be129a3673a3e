// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

// The repository's own ESLint config (eslint.config.js), run on small sources as if they were
// files of screens or the app: a raw <a> (an outside address, mailto:, an app path) is an error
// pointing at ui's Link, and ui's Link passes. ui itself may render <a> (Link, SkipLink are made of
// it). The first lint loads the TypeScript resolver: slow on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function linkErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.severity === 2 && m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const RAW = {
  external:
    'export const A = () => <a href="https://example.com/terms" target="_blank" rel="noreferrer">Terms</a>;\n',
  mailto: 'export const A = () => <a href="mailto:support@example.com">support@example.com</a>;\n',
  path: 'export const A = () => <a href="/card">Card</a>;\n',
};

const UI_LINK = [
  "import { Link } from '@wallet/ui';",
  'export const A = () => (',
  '  <p>',
  '    <Link href="https://example.com/terms">Terms</Link>',
  '    <Link href="mailto:support@example.com">support@example.com</Link>',
  '    <Link href="/card">Card</Link>',
  '  </p>',
  ');',
  '',
].join('\n');

describe('links through ui Link only', () => {
  it.each([
    ['an outside address in a screen', RAW.external, 'packages/screens/src/auth/Probe.tsx'],
    ['mailto: in a screen dialog', RAW.mailto, 'packages/screens/src/common/kycGate/Probe.tsx'],
    ['an app path in a screen', RAW.path, 'packages/screens/src/cards/Probe.tsx'],
    ['mailto: in the app', RAW.mailto, 'packages/app/src/routes/Probe.tsx'],
    ['an outside address in the app', RAW.external, 'packages/app/src/Probe.tsx'],
    ['mailto: in a screens story', RAW.mailto, 'packages/screens/src/auth/Probe.stories.tsx'],
    ['an app path in an app story', RAW.path, 'packages/app/src/visual/Probe.stories.tsx'],
  ])('forbids a raw <a>: %s', async (_name, code, filePath) => {
    expect(await linkErrors(code, filePath)).toEqual([
      expect.stringContaining("@wallet/ui's Link"),
    ]);
  });

  it.each([
    ['a screen', 'packages/screens/src/auth/Probe.tsx'],
    ['the app', 'packages/app/src/routes/Probe.tsx'],
    ['a screens story', 'packages/screens/src/auth/Probe.stories.tsx'],
  ])('lets ui Link through in %s (outside address, mailto:, app path)', async (_name, filePath) => {
    expect(await linkErrors(UI_LINK, filePath)).toEqual([]);
  });

  it('lets ui build its Link on <a>', async () => {
    expect(await linkErrors(RAW.mailto, 'packages/ui/src/Link/Probe.tsx')).toEqual([]);
  });

  it('keeps the injection sinks forbidden in screens beside it', async () => {
    const errors = await linkErrors(
      'export const A = (p: { h: string }) => <div dangerouslySetInnerHTML={{ __html: p.h }} />;\n',
      'packages/screens/src/auth/Probe.tsx',
    );
    expect(errors).toEqual([expect.stringContaining('Render text, not HTML')]);
  });
});
