import type { Manifest } from 'vite';

export function chunkKeyOf(manifest: Manifest, module: string): string | undefined;
export function staticImportsOf(manifest: Manifest, keys: Iterable<string>): string[];
