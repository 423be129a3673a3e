import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileFor } from './bench-server.mjs';

describe('the file the bench server answers a path with', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  for (const file of [
    'index.html',
    'login.html',
    'password-reset-form/confirmation.html',
    'assets/a.js',
    '_headers',
  ]) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['/assets/a.js', 'assets/a.js'],
    ['/login', 'login.html'],
    ['/password-reset-form/confirmation', 'password-reset-form/confirmation.html'],
    // Paths without a prerendered page: the app, which routes on the client.
    ['/login/two-fa', 'index.html'],
    ['/dashboard', 'index.html'],
    ['/login/', 'index.html'],
    ['/', 'index.html'],
    // The headers file is configuration, never content.
    ['/_headers', 'index.html'],
    ['/../../etc/passwd', 'index.html'],
  ])('%s -> %s', (path, file) => {
    expect(fileFor(dir, path)).toBe(join(dir, file));
  });
});
