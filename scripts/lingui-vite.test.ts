import { transformAsync } from '@babel/core';
import { describe, expect, it } from 'vitest';
import { lengthen, MACRO_PLUGINS } from './lingui-vite.mjs';

const compile = async (code: string) =>
  (await transformAsync(code, {
    filename: 'page.tsx',
    configFile: false,
    babelrc: false,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: MACRO_PLUGINS,
  }))!.code!;

describe('the macros with English compiled into the code', () => {
  it('gives t`…` its English in the runtime form: no catalog or compiler for English', async () => {
    const out = await compile(
      "import { t } from '@lingui/core/macro';\nexport const title = (name) => t`Sent to ${name}`;",
    );
    expect(out).toMatch(/message: \["Sent to ", \["name"\]\]/);
    expect(out).not.toMatch(/message: "Sent to \{name\}"/);
  });

  it("does the same for <Trans>, and leaves other components' `message` props alone", async () => {
    const out = await compile(
      'import { Trans } from \'@lingui/react/macro\';\nexport const A = () => <><Trans>Log In</Trans><Banner id="x" message="Kept" /></>;',
    );
    expect(out).toMatch(/message: \["Log In"\]/);
    expect(out).toContain('message="Kept"');
  });

  it('leaves an object of ours with an id and a message as it is', async () => {
    const out = await compile(
      "import { t } from '@lingui/core/macro';\nexport const error = { id: 'x', message: 'Kept' };\nexport const a = t`A`;",
    );
    expect(out).toContain("message: 'Kept'");
    expect(out).toMatch(/message: \["A"\]/);
  });

  it('compiles plurals', async () => {
    const out = await compile(
      "import { plural } from '@lingui/core/macro';\nexport const days = (count) => plural(count, { one: '# day', other: '# days' });",
    );
    expect(out).toMatch(/message: \[\["count", "plural"/);
  });
});

describe('the pseudo-locale', () => {
  it('is about 40 % longer, in brackets, placeholders kept', () => {
    expect(lengthen('Ĺöĝ Ïñ')).toEqual(['[', 'Ĺöĝ Ïñ', ' ~~]']);
    expect(lengthen(['Ŝéñţ ţö ', ['name']])).toEqual(['[', 'Ŝéñţ ţö ', ['name'], ' ~~~~]']);
    expect(lengthen('')).toBe('');
  });
});
