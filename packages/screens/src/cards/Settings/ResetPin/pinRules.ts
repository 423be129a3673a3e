import { t } from '@lingui/core/macro';

/**
 * The Reset PIN boxes' rules. Spec 2 only asks that all three are filled; a card PIN is digits
 * of one length, and the new one must be typed the same twice, so Save waits for that too. The
 * spec gives no length: 4 digits, the card PIN almost every issuer uses (docs/api.md asks).
 */
export const PIN_LENGTH = 4;

/** The boxes, their labels read in the active language. */
export const PIN_FIELDS = [
  {
    name: 'current',
    get label() {
      return t`Current PIN`;
    },
  },
  {
    name: 'next',
    get label() {
      return t`New PIN`;
    },
  },
  {
    name: 'confirm',
    get label() {
      return t`Confirm New PIN`;
    },
  },
] as const;
export type PinName = (typeof PIN_FIELDS)[number]['name'];
export type Pins = Record<PinName, string>;

/** The boxes' messages, read in the active language. */
export const PIN_MESSAGES = {
  get digits() {
    return t`Use digits only`;
  },
  get length() {
    const length = PIN_LENGTH;
    return t`Enter ${length} digits`;
  },
  get mismatch() {
    return t`The new PINs do not match`;
  },
  /** The server's refusal of the current PIN (`invalid_current_pin`). */
  get wrongCurrent() {
    return t`The current PIN is incorrect`;
  },
} as const;

/** What is wrong with each box as typed (a blank box only keeps Save disabled). */
export function pinErrors(values: Pins): Partial<Record<PinName, string>> {
  const errors: Partial<Record<PinName, string>> = {};
  for (const { name } of PIN_FIELDS) {
    const value = values[name];
    if (value === '') continue;
    if (!/^\d+$/.test(value)) errors[name] = PIN_MESSAGES.digits;
    else if (value.length !== PIN_LENGTH) errors[name] = PIN_MESSAGES.length;
  }
  if (!errors.confirm && values.confirm !== '' && values.confirm !== values.next)
    errors.confirm = PIN_MESSAGES.mismatch;
  return errors;
}

/** Save is enabled when every box holds a PIN and the two new ones agree. */
export const canSavePins = (values: Pins) =>
  PIN_FIELDS.every(({ name }) => values[name] !== '') &&
  Object.keys(pinErrors(values)).length === 0;
