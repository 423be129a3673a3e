import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

vi.mock('./copyText', () => ({ copyText: () => Promise.resolve(true) }));

describe('CopyButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows Copied for 1.5 s (spec 2 section 9), then resets', async () => {
    vi.useFakeTimers();
    render(<CopyButton value="0xabc" aria-label="Copy wallet address" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Copied' })).toBeDefined();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Copy wallet address' })).toBeDefined();
  });
});
