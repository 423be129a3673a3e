/* eslint-disable lingui/no-unlocalized-strings -- a build step (Node): file names and errors of
   the build, no text a visitor reads */
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** Who a module imports, statically and dynamically (the bundler's module graph). */
export type ImportsOf = (id: string) => readonly string[];

/**
 * The modules reachable from `roots` through static and dynamic imports, without entering
 * `stop` (another page's route module, a catalog): what a page can show without another page
 * being loaded, its lazy parts and dialogs included.
 */
export function reachable(roots: string[], importsOf: ImportsOf, stop: (id: string) => boolean) {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of importsOf(id)) if (!stop(imported)) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/** A catalog's messages, compiled as Lingui's runtime reads them, with their source files. */
export interface CatalogEntries {
  [id: string]: { compiled: ReturnType<typeof compileMessage>; origins: string[] };
}

/** Reads a PO catalog (its origins are paths from the repository's root, without line numbers). */
export async function readCatalog(file: string): Promise<CatalogEntries> {
  const po = await formatter({ origins: true, lineNumbers: false }).parse(
    readFileSync(file, 'utf8'),
    { locale: null, sourceLocale: 'en', filename: file },
  );
  return Object.fromEntries(
    Object.entries(po).map(([id, { translation, origin }]) => [
      id,
      {
        compiled: compileMessage(translation ?? ''),
        origins: (origin ?? []).map(([path]) => path),
      },
    ]),
  );
}

/**
 * The module of the messages of `catalog` used by one of `files` (paths from the repository's
 * root), in the form of the whole catalog's module (`messages`, as @lingui/vite-plugin compiles
 * it): a page's own catalog.
 */
export function catalogModule(catalog: CatalogEntries, files: ReadonlySet<string>) {
  const messages = Object.fromEntries(
    Object.entries(catalog)
      .filter(([, { origins }]) => origins.some((origin) => files.has(origin)))
      .map(([id, { compiled }]) => [id, compiled]),
  );
  return {
    count: Object.keys(messages).length,
    source: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`,
  };
}
