import { describe, expect, it } from 'vitest';
import { canSavePins, PIN_MESSAGES, pinErrors, type Pins } from './pinRules';

const pins = (current: string, next: string, confirm: string): Pins => ({ current, next, confirm });

describe('Reset PIN rules', () => {
  it.each([
    ['three 4-digit PINs, the new ones equal', pins('1234', '5678', '5678'), true],
    ['the new PINs differ (5678, 9999)', pins('1234', '5678', '9999'), false],
    ['a 2-digit current PIN', pins('12', '5678', '5678'), false],
    ['a 5-digit new PIN typed twice', pins('1234', '56789', '56789'), false],
    ['a letter in the new PIN', pins('1234', '56a8', '56a8'), false],
    ['a space', pins('1234', '5678 ', '5678 '), false],
    ['a blank box', pins('', '5678', '5678'), false],
    ['non-ASCII digits', pins('١٢٣٤', '5678', '5678'), false],
  ])('%s: Save %s', (_, values, enabled) => {
    expect(canSavePins(values)).toBe(enabled);
  });

  it('says what is wrong under each box', () => {
    expect(pinErrors(pins('12', '56a8', '9999'))).toEqual({
      current: PIN_MESSAGES.length,
      next: PIN_MESSAGES.digits,
      confirm: PIN_MESSAGES.mismatch,
    });
    expect(pinErrors(pins('', '', ''))).toEqual({});
    expect(pinErrors(pins('1234', '5678', '5678'))).toEqual({});
  });
});
