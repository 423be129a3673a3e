import { describe, expect, it } from 'vitest';
import { inLanguage } from './language';

describe("the demo backend's words in the request's language", () => {
  it('answers Spanish to es-*, English otherwise, and keeps names and digits', () => {
    expect(inLanguage('Yield reward', 'es-VE,es;q=0.9')).toBe('Rendimiento');
    expect(inLanguage('To Savings Account', 'es')).toBe('Para Savings Account');
    expect(inLanguage('Card ending 4242', 'es')).toBe('Tarjeta terminada en 4242');
    expect(inLanguage('Netflix', 'es')).toBe('Netflix');
    expect(inLanguage('Yield reward', 'en')).toBe('Yield reward');
    expect(inLanguage('Yield reward', null)).toBe('Yield reward');
    expect(inLanguage(undefined, 'es')).toBeUndefined();
  });
});
