// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every amount on screen comes from ui's Amount (issue 26). This scans the screens' and the
// app's sources (stories and tests aside) for money formatted any other way.
const root = join(import.meta.dirname, '../../..');
const SOURCES = ['packages/screens/src', 'packages/app/src'];

const RULES: { name: string; pattern: RegExp }[] = [
  // Big's toFixed() with no argument is the decimal's exact text (a field's value); with one it
  // rounds for display, which is Amount's job (and Number's toFixed rounds a float, up too).
  { name: 'toFixed(digits)', pattern: /\.toFixed\(\s*[^)\s]/ },
  { name: 'Intl.NumberFormat', pattern: /Intl\s*\.\s*NumberFormat/ },
  { name: 'toLocaleString', pattern: /\.toLocaleString\(/ },
  { name: 'thousands separators by hand', pattern: /\(\?=\(\\d\{3\}\)/ },
  {
    name: 'formatAmount or amountParts from ui',
    pattern: /import\s*{[^}]*\b(formatAmount|amountParts)\b[^}]*}\s*from\s*'@wallet\/ui'/,
  },
];

/**
 * The few modules that need an amount as plain text where a component cannot go, each through
 * ui's formatMoney (Amount's own text) — a message, a sentence, a label or a description.
 */
const PLAIN_TEXT_ALLOWED: Record<string, string> = {
  'packages/screens/src/wallets/money/sendAmount.ts': 'validation messages',
  'packages/screens/src/wallets/money/yieldAmount.ts': 'validation messages',
  'packages/screens/src/cards/TopUp/topUpAmount.ts': 'validation messages',
  'packages/screens/src/cards/Apply/applyRules.ts': "the offer's sentences and a checkbox label",
  'packages/screens/src/wallets/Yield/YieldDialog.tsx': "the amount field's one-line description",
  'packages/screens/src/wallets/IncomingDeposits/IncomingDepositsDialog.tsx':
    "a button's aria-label",
  'packages/screens/src/wallets/Insights/TwelveMonths.tsx':
    "a chart bar's name and figure line (ui BarChart's valueText)",
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$|\.d\.ts$/.test(entry.name)
      ? [path]
      : [];
  });

/** What formats money outside Amount: "path:line rule". */
export function moneyFormattingFindings(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) => {
    const found = RULES.flatMap(({ name, pattern }) => {
      const at = text.search(pattern);
      return at < 0 ? [] : [`${path}:${text.slice(0, at).split('\n').length} ${name}`];
    });
    if (/\bformatMoney\b/.test(text) && !(path in PLAIN_TEXT_ALLOWED))
      found.push(`${path} formatMoney outside the plain-text modules`);
    return found;
  });
}

describe('money on screen comes from ui Amount', () => {
  it('no screen or app module formats money itself', () => {
    const files = SOURCES.flatMap(sourceFiles).map((path) => ({
      path: relative(root, join(root, path)),
      text: readFileSync(join(root, path), 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(50);
    expect(moneyFormattingFindings(files)).toEqual([]);
  });

  it('the plain-text modules exist (the list does not go stale)', () => {
    const all = new Set(SOURCES.flatMap(sourceFiles));
    expect(Object.keys(PLAIN_TEXT_ALLOWED).filter((path) => !all.has(path))).toEqual([]);
  });

  it.each([
    ['const s = `${Number(v).toFixed(2)} USD`;', 'toFixed(digits)'],
    ['new Intl.NumberFormat("en-US").format(v)', 'Intl.NumberFormat'],
    ['balance.toLocaleString()', 'toLocaleString'],
    ["whole.replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',')", 'thousands separators by hand'],
    ["import { Button, formatAmount } from '@wallet/ui';", 'formatAmount or amountParts from ui'],
  ])('finds a planted %s', (text, rule) => {
    expect(moneyFormattingFindings([{ path: 'x.tsx', text }])).toEqual([`x.tsx:1 ${rule}`]);
  });

  it('passes a decimal turned to its exact text, and formatMoney only where allowed', () => {
    expect(moneyFormattingFindings([{ path: 'x.ts', text: 'max.toFixed()' }])).toEqual([]);
    expect(moneyFormattingFindings([{ path: 'x.tsx', text: 'formatMoney(v)' }])).toEqual([
      'x.tsx formatMoney outside the plain-text modules',
    ]);
  });
});
