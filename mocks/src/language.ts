/**
 * The demo backend's own words (the transactions' descriptions) in the language the request asks
 * for, as a real backend answers `Accept-Language` (docs/api.md): the app shows them as they come.
 * Names, addresses and card digits stay as they are.
 */
const SPANISH: Record<string, string> = {
  Deposit: 'Depósito',
  Withdraw: 'Retiro',
  Earn: 'Ganar rendimiento',
  Redeem: 'Rescate',
  'Card top-up': 'Recarga de tarjeta',
  'Card application': 'Solicitud de tarjeta',
  'Card replacement': 'Reemplazo de tarjeta',
  'Yield reward': 'Rendimiento',
  'Referral reward': 'Recompensa por referido',
  'Yield Wallet': 'Billetera de rendimiento',
  'To Yield Wallet': 'A la Billetera de rendimiento',
  'From Yield Wallet': 'Desde la Billetera de rendimiento',
  'Physical card': 'Tarjeta física',
  'Card wallet': 'Billetera de la tarjeta',
  Arriving: 'En camino',
};

const PATTERNS: [RegExp, string][] = [
  [/^To (.+)$/, 'Para $1'],
  [/^From (.+)$/, 'De $1'],
  [/^Card ending (\d+)$/, 'Tarjeta terminada en $1'],
  [/^Tier (.+)$/, 'Nivel $1'],
  [/^Friend (.+)$/, 'Referido $1'],
];

/** `text` in the request's language (`es` for any `es-*`, else as stored: English). */
export function inLanguage<T extends string | undefined>(
  text: T,
  acceptLanguage: string | null,
): T {
  if (text === undefined || !/^es\b/i.test(acceptLanguage ?? '')) return text;
  const exact = SPANISH[text];
  if (exact) return exact as T;
  for (const [pattern, spanish] of PATTERNS)
    if (pattern.test(text)) return text.replace(pattern, spanish) as T;
  return text;
}
