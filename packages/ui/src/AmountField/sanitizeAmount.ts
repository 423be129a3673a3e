export interface AmountRules {
  /** Most digits allowed after the decimal point. */
  decimals: number;
  /** Most characters in the whole text, the point included. */
  maxLength: number;
}

/**
 * The text an amount input should hold after the user typed or pasted `next` over `previous`:
 * digits and one decimal point only ("," is read as "."), spaces and thousands separators of a
 * paste dropped, a leading "." becomes "0.". Input that would break a rule keeps `previous`,
 * so a keystroke either lands whole or does nothing.
 */
export function sanitizeAmountInput(
  next: string,
  previous: string,
  { decimals, maxLength }: AmountRules,
): string {
  let text = next.replace(/\s/g, '');
  // A paste like "1,234.56" uses "," for thousands; a lone "," is a decimal comma.
  text = text.includes('.') ? text.replace(/,/g, '') : text.replace(/,/g, '.');
  if (text === '') return '';
  if (!/^\d*\.?\d*$/.test(text)) return previous;
  if (text.startsWith('.')) text = `0${text}`;
  const [, fraction = ''] = text.split('.');
  if (decimals === 0 && text.includes('.')) return previous;
  if (fraction.length > decimals) return previous;
  if (text.length > maxLength) return previous;
  return text;
}
