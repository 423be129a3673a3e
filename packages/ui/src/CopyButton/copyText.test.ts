// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';

const setClipboard = (clipboard: unknown, secure = true) => {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
};

describe('copyText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the Clipboard API when it is there', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await expect(copyText('0xabc')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('0xabc');
  });

  it('falls back to execCommand when the Clipboard API is missing', async () => {
    setClipboard(undefined);
    const exec = vi.fn().mockReturnValue(true);
    document.execCommand = exec;
    await expect(copyText('0xabc')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API refuses, and reports a failed copy', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    document.execCommand = vi.fn().mockReturnValue(false);
    await expect(copyText('0xabc')).resolves.toBe(false);
  });

  it('does not use the Clipboard API on an insecure origin', async () => {
    const writeText = vi.fn();
    setClipboard({ writeText }, false);
    document.execCommand = vi.fn().mockReturnValue(true);
    await expect(copyText('x')).resolves.toBe(true);
    expect(writeText).not.toHaveBeenCalled();
  });
});
