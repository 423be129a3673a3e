import { afterEach, describe, expect, it, vi } from 'vitest';
import { initReporting, reportError } from './reporting';

describe('reportError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs an uncaught error as a warning, and without a DSN sends nothing anywhere', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await initReporting();
    const error = new Error('render failed');
    reportError(error);
    expect(warn).toHaveBeenCalledWith('Uncaught render error', error);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
