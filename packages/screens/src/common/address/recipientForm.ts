import { plural, t } from '@lingui/core/macro';
import { isApiError, type AddressBookBody } from '@wallet/api';
import { z } from 'zod/mini';
import { cleanText, hasVisibleText } from '../../forms/visibleText';
import { addressProblem, invalidAddressMessage } from './evmAddress';

/** The add and edit form's limits (spec 2 section 9); the tag's is ours (docs/api.md). */
export const RECIPIENT_LIMITS = { nameMax: 100, addressMax: 120, tagMax: 50 } as const;

/** The form's messages, in the active language when read (each a getter: read it when shown). */
export const RECIPIENT_MESSAGES = {
  get nameRequired() {
    return t`Please enter a name`;
  },
  get nameTooLong() {
    const { nameMax } = RECIPIENT_LIMITS;
    return plural(nameMax, {
      one: 'Please enter a name of at most # character',
      other: 'Please enter a name of at most # characters',
    });
  },
  get addressRequired() {
    return t`Please enter a wallet address`;
  },
  // Spec 2 section 5 requires every field but gives no wording for the tag.
  get tagRequired() {
    return t`Please enter a tag`;
  },
  get tagTooLong() {
    const { tagMax } = RECIPIENT_LIMITS;
    return plural(tagMax, {
      one: 'Please enter a tag of at most # character',
      other: 'Please enter a tag of at most # characters',
    });
  },
  get invalidAddress() {
    return invalidAddressMessage();
  },
  get exists() {
    return t`This wallet address already exists`;
  },
  get acknowledge() {
    return t`Please confirm the address`;
  },
} as const;

export interface RecipientValues {
  name: string;
  address: string;
  tag: string;
  acknowledge: boolean;
}

export const EMPTY_RECIPIENT: RecipientValues = {
  name: '',
  address: '',
  tag: '',
  acknowledge: false,
};

const M = RECIPIENT_MESSAGES;
const L = RECIPIENT_LIMITS;

/** A string rule: the message of what is wrong, or undefined. */
const rule = (check: (value: string) => string | undefined) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const message = check(value);
      if (message) ctx.issues.push({ code: 'custom', message, input: value });
    }),
  );

/**
 * Every field filled and within its limits, the address valid, the box ticked (spec 2 sections 5
 * and 9). The add and edit form and each row of a CSV import pass these same rules.
 */
export const recipientSchema = z.object({
  name: rule((v) =>
    !hasVisibleText(v) ? M.nameRequired : v.length > L.nameMax ? M.nameTooLong : undefined,
  ),
  address: rule((v) =>
    !v.trim() ? M.addressRequired : v.length > L.addressMax ? M.invalidAddress : addressProblem(v),
  ),
  tag: rule((v) =>
    !hasVisibleText(v) ? M.tagRequired : v.length > L.tagMax ? M.tagTooLong : undefined,
  ),
  acknowledge: z.boolean().check(z.refine((v) => v, { error: () => M.acknowledge })),
});

/** What address-book/create and address-book/{id} are sent. */
export const bodyOf = (values: RecipientValues): AddressBookBody => ({
  address_name: cleanText(values.name),
  address: values.address.trim(),
  tag: cleanText(values.tag),
  acknowledge: values.acknowledge,
});

/**
 * What a refused add or edit shows (spec 2 section 8): invalid_address and address_exists under
 * the address, anything else (a 5xx, the network, a malformed answer) the generic dialog.
 */
export function recipientOutcome(error: unknown): { field: string } | { generic: true } {
  if (!isApiError(error) || error.status >= 500) return { generic: true };
  const all = `${String(error.errorId ?? '').toLowerCase()} ${error.searchableText}`;
  if (all.includes('invalid_address')) return { field: M.invalidAddress };
  if (all.includes('address_exists')) return { field: M.exists };
  return { generic: true };
}
