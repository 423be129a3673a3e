import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isExternalHref, useLinkHref } from './useLinkHref';

const inRouterAt =
  (path: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );

describe('useLinkHref', () => {
  it.each([
    ['https://arbiscan.io/tx/0xabc', 'https://arbiscan.io/tx/0xabc'],
    ['mailto:compliance@example.com', 'mailto:compliance@example.com'],
    ['//cdn.example.com/x', '//cdn.example.com/x'],
    ['/card/apply', '/card/apply'],
  ])('%s -> %s', (href, expected) => {
    const { result } = renderHook(() => useLinkHref(href), { wrapper: inRouterAt('/dashboard') });
    expect(result.current).toBe(expected);
  });

  it('treats only addresses with a scheme or // as external', () => {
    expect(isExternalHref('https:evil')).toBe(true);
    expect(isExternalHref('/https://x')).toBe(false);
    expect(isExternalHref('profile')).toBe(false);
  });
});
