import { describe, expect, it } from 'vitest';
import { countryNamer } from './countryNames';

describe('countryNamer', () => {
  it("keeps the server's names in English and gives the platform's in Spanish", () => {
    expect(countryNamer('en')('VE', 'Venezuela, Bolivarian Republic of')).toBe(
      'Venezuela, Bolivarian Republic of',
    );
    const spanish = countryNamer('es');
    expect(spanish('VE', 'Venezuela, Bolivarian Republic of')).toBe('Venezuela');
    expect(spanish('DE', 'Germany')).toBe('Alemania');
    // Not a code the platform knows, or not a code at all: the server's name.
    expect(spanish('XX', 'Somewhere')).toBe('Somewhere');
    expect(spanish('not a code', 'Elsewhere')).toBe('Elsewhere');
  });
});
