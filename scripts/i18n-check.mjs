// The catalogs' check (npm test): fails when extraction would change a catalog (a message added,
// changed or removed in the code and not extracted) or when a language lacks a translation.
//   pnpm i18n:check    check (a stale catalog is updated in place, for you to translate and commit)
// docs/i18n.md, "Adding a string".
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';

const root = join(import.meta.dirname, '..');
export const LOCALES_DIR = join(root, 'packages/ui/src/i18n/locales');
/** Languages a customer can choose: each must translate every message (pseudo is generated). */
const TRANSLATED = ['es'];

const readCatalogs = () =>
  Object.fromEntries(
    readdirSync(LOCALES_DIR)
      .filter((file) => file.endsWith('.po'))
      .map((file) => [file, readFileSync(join(LOCALES_DIR, file), 'utf8')]),
  );

/** The ids of `po`'s messages without a translation. */
export async function untranslated(po) {
  const catalog = await formatter().parse(po, { locale: 'es', sourceLocale: 'en' });
  return Object.entries(catalog)
    .filter(([, entry]) => !entry.obsolete && !entry.translation)
    .map(([id, entry]) => entry.message ?? id);
}

async function main() {
  const before = readCatalogs();
  execFileSync('pnpm', ['exec', 'lingui', 'extract', '--clean'], { cwd: root, stdio: 'pipe' });
  const after = readCatalogs();
  const stale = Object.keys(after).filter((file) => before[file] !== after[file]);
  const missing = [];
  for (const locale of TRANSLATED)
    for (const message of await untranslated(after[`${locale}.po`] ?? ''))
      missing.push(`${locale}: ${JSON.stringify(message)}`);
  if (stale.length)
    console.error(
      `Catalogs stale: extraction changed ${stale.join(', ')} (updated in place: translate, then commit).`,
    );
  if (missing.length) console.error(`Untranslated messages:\n  ${missing.join('\n  ')}`);
  if (stale.length || missing.length) process.exit(1);
  const count = Object.keys(
    await formatter().parse(after['en.po'], { locale: 'en', sourceLocale: 'en' }),
  ).length;
  console.info(
    `Catalogs: ${count} messages, up to date, translated into ${TRANSLATED.join(', ')}.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
