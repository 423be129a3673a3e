// Helpers for stories' play functions (never imported by screens themselves): the hostile
// amounts of issue 24 item 9, entered the three ways a customer enters an amount.
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AMOUNT_MESSAGES, numberSeparators } from '@wallet/ui';
import { recording } from './storyKit';

export type EntryMode = 'type' | 'paste' | 'set';
export const ENTRY_MODES: readonly EntryMode[] = ['type', 'paste', 'set'];

/**
 * Replaces the field's text with `text`: typed key by key, pasted at once, or set at once the
 * way autofill or a test driver's fill does (the native value setter and an input event).
 */
export async function enterAmount(input: HTMLElement, text: string, mode: EntryMode) {
  await userEvent.clear(input);
  // Key by key, without waiting between keys: a loaded test machine is slow enough.
  if (mode === 'type') await userEvent.type(input, text, { delay: null });
  else if (mode === 'paste') await userEvent.paste(text);
  else {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // The field shows exactly what was entered, never a cut or rewritten copy.
  await expect(input).toHaveValue(text);
}

/** A row: what is entered, and either the plain amount sent or the message under the field. */
export type AmountRow = { text: string } & ({ sent: string } | { message: string });

/**
 * The rows every amount field answers the same way (`decimals`: what the field allows), the
 * accepted ones or the refused ones (a story each: one story for all would take too long), in the
 * active language: in Spanish the separators trade places ("1.000,50" is sent as 1000.5, and
 * "12.5" is refused as "12,5" is in English), and the messages are Spanish.
 */
export const hostileAmounts = (decimals: number, which: 'sent' | 'refused'): AmountRow[] =>
  allRows(decimals)
    .filter((row) => 'sent' in row === (which === 'sent'))
    .map((row) => ({ ...row, text: inLanguage(row.text) }));

/** An English amount's text with the active language's separators, each traded for the other. */
export const inLanguage = (text: string) => {
  const { group, decimal } = numberSeparators();
  return text.replace(/[,.]/g, (separator) => (separator === ',' ? group : decimal));
};

const allRows = (decimals: number): AmountRow[] => [
  { text: '1,000', sent: '1000' },
  { text: '1,000.50', sent: '1000.5' },
  { text: '0010', sent: '10' },
  { text: '10.500000', sent: '10.5' },
  { text: '1e5', message: AMOUNT_MESSAGES.notDigits },
  { text: '-1', message: AMOUNT_MESSAGES.sign },
  { text: '0x10', message: AMOUNT_MESSAGES.notDigits },
  { text: '12,5', message: AMOUNT_MESSAGES.separator },
  { text: '12.1234567', message: AMOUNT_MESSAGES.decimals(decimals) },
];

/**
 * Records the bodies POSTed to `path` and refuses each with `message` (400, the error id given),
 * so the page stays where it is for the next row. For a story's beforeEach: `msw.use(...)`.
 */
export function recordAndRefuse(path: string, bodies: unknown[], message: string, id: string) {
  return recording(bodies, path, () =>
    HttpResponse.json({ error_message: message, status_code: 400, error_id: id }, { status: 400 }),
  );
}

/** Waits for the `n`th recorded body and returns its amount. */
export async function sentAmount(bodies: unknown[], n: number) {
  await waitFor(() => expect(bodies).toHaveLength(n), { timeout: 5000 });
  return (bodies[n - 1] as { amount?: unknown }).amount;
}
