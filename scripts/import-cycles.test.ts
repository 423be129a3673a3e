// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from './boundaries.mjs';

// import-x/no-cycle (in `pnpm lint`) skips `import type` and so misses a cycle made of types
// alone, which still ties two modules together. This follows every relative import of the
// packages' sources (types, re-exports and dynamic imports included) and asks for no cycle.
const SOURCES = [
  'packages/ui/src',
  'packages/api/src',
  'packages/screens/src',
  'packages/app/src',
  'mocks/src',
];

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

function importGraph(files: string[]) {
  const known = new Set(files);
  const resolve = (from: string, specifier: string) => {
    const base = join(dirname(from), specifier);
    return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => base + ending)
      .find((candidate) => known.has(candidate));
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(
        readFileSync(join(root, file), 'utf8'),
        true,
        true,
      );
      const targets = importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => resolve(file, fileName))
        .filter((target): target is string => target !== undefined);
      return [file, targets];
    }),
  );
}

/** The strongly connected groups of more than one module (Tarjan's algorithm). */
function cycles(graph: Map<string, string[]>) {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group = stack.splice(stack.indexOf(node));
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import cycles, types included', () => {
  it('finds a cycle and leaves what only leads into it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts']]);
  });

  it('has none in the sources', () => {
    const files = SOURCES.flatMap(sourceFiles).map((file) => relative(root, join(root, file)));
    expect(cycles(importGraph(files))).toEqual([]);
  });
});
