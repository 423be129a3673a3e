import { describe, expect, it } from 'vitest';
import { isCollapsedIn, sidebarCookie } from './sidebarState';

describe('sidebar cookie', () => {
  it('keeps the state for 7 days, site-wide', () => {
    expect(sidebarCookie(true)).toBe(
      'sidebar_state=collapsed; max-age=604800; path=/; samesite=lax',
    );
    expect(sidebarCookie(false)).toMatch(/^sidebar_state=open;/);
  });

  it.each([
    ['sidebar_state=collapsed', true],
    ['a=1; sidebar_state=collapsed; b=2', true],
    ['a=1;sidebar_state=collapsed', true],
    ['sidebar_state=open', false],
    ['other_sidebar_state=collapsed', false],
    ['', false],
  ])('%j is collapsed: %s', (cookie, collapsed) => {
    expect(isCollapsedIn(cookie)).toBe(collapsed);
  });
});
