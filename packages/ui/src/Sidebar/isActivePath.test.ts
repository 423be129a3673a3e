import { describe, expect, it } from 'vitest';
import { isActivePath } from './isActivePath';

describe('isActivePath', () => {
  it('is active on the exact path and below it', () => {
    expect(isActivePath('/card', '/card')).toBe(true);
    expect(isActivePath('/card/setting/terminate', '/card')).toBe(true);
  });
  it('is not active elsewhere', () => {
    expect(isActivePath('/dashboard', '/card')).toBe(false);
    expect(isActivePath('/', '/dashboard')).toBe(false);
  });
});
