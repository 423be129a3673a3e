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
    expect(inLanguage('Refund: Spotify', 'es')).toBe('Reembolso: Spotify');
    expect(inLanguage('Minimum amount is 1.5', 'es')).toBe('El monto mínimo es 1,5');
    expect(inLanguage('The amount must be more than the 1 USDC fee', 'es')).toBe(
      'El monto debe ser mayor que la comisión de 1 USDC',
    );
  });
});
