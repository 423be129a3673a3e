import { describe, expect, it } from 'vitest';
import { cleanText, hasVisibleText } from './visibleText';

describe('visible text of a free-text field', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\u200B', false],
    [' \u200B\u200D\uFEFF\u2060 ', false],
    ['\u202E\u2066', false],
    ['A', true],
    [' Shah Alam\u200B ', true],
  ])('%j has visible text: %s', (value, expected) => {
    expect(hasVisibleText(value)).toBe(expected);
  });

  it('drops invisible characters and trims, keeping inner spaces and letters', () => {
    expect(cleanText('  Shah\u200B Alam\u00AD  \u200B')).toBe('Shah Alam');
    expect(cleanText('Jalan 1/2, Seksyen 13')).toBe('Jalan 1/2, Seksyen 13');
    expect(cleanText('Zoë\u200D Müller')).toBe('Zoë Müller');
  });
});
