/**
 * The demo backend's own words in the language the request asks for, as a real backend answers
 * `Accept-Language` (docs/api.md): the transactions' descriptions (wallet and card) and the error
 * messages the app shows as they come (spec 1 section 8: the yield errors and the send minimums
 * under the amount). Names, addresses and card digits stay as they are, and so do the messages
 * the spec's rules match on (e.g. the multiple-login one): a real backend keeps those English.
 */
const SPANISH: Record<string, string> = {
  Deposit: 'Depósito',
  Withdraw: 'Retiro',
  Earn: 'Ganar rendimiento',
  Redeem: 'Rescate',
  Refund: 'Reembolso',
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
  // Error messages shown as they come.
  'Please enter a valid amount': 'Ingresa un monto válido',
  'Insufficient balance in your Main Wallet': 'Saldo insuficiente en tu Billetera principal',
  'Insufficient balance in your Yield Wallet': 'Saldo insuficiente en tu Billetera de rendimiento',
  'Yield deposits are paused for maintenance. Please try again later.':
    'Los depósitos a la Billetera de rendimiento están en pausa por mantenimiento. Inténtalo de nuevo más tarde.',
  'Redemptions are paused for maintenance. Please try again later.':
    'Los rescates están en pausa por mantenimiento. Inténtalo de nuevo más tarde.',
};

/** A decimal of the backend's (`1.5`) as Spanish writes it (`1,5`). */
const decimal = (amount: string) => amount.replace(/(\d)\.(\d)/g, '$1,$2');

const PATTERNS: [RegExp, string | ((match: string, value: string) => string)][] = [
  [/^To (.+)$/, 'Para $1'],
  [/^From (.+)$/, 'De $1'],
  [/^Card ending (\d+)$/, 'Tarjeta terminada en $1'],
  [/^Tier (.+)$/, 'Nivel $1'],
  [/^Friend (.+)$/, 'Referido $1'],
  [/^Refund: (.+)$/, 'Reembolso: $1'],
  [/^Minimum amount is (.+)$/, (_, amount) => `El monto mínimo es ${decimal(amount)}`],
  [
    /^The amount must be more than the (.+) fee$/,
    (_, amount) => `El monto debe ser mayor que la comisión de ${decimal(amount)}`,
  ],
  [/^The minimum deposit is (.+)$/, (_, amount) => `El depósito mínimo es de ${decimal(amount)}`],
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
    if (pattern.test(text))
      return (
        typeof spanish === 'string'
          ? text.replace(pattern, spanish)
          : text.replace(pattern, spanish)
      ) as T;
  return text;
}
