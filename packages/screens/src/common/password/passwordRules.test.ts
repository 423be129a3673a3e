import { describe, expect, it } from 'vitest';
import { passwordChecklist } from './passwordRules';

describe('password checklist', () => {
  it('marks each rule as it is met', () => {
    expect(passwordChecklist('abc').map((r) => r.met)).toEqual([false, true, false, false, false]);
    expect(passwordChecklist('Abcdefg1!').every((r) => r.met)).toBe(true);
  });
});
