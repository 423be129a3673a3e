import { isApiError } from '@wallet/api';
import type { AuthOutcome } from '../common';
import { PROFILE_MESSAGES as P } from './messages';

/**
 * Change password (spec 1 section 8): a current password that does not match, or "Validation
 * failed" with details, is the current password's message; a new password equal to the current
 * one has its own; anything else is the generic dialog.
 */
export function changePasswordOutcome(error: unknown): AuthOutcome {
  if (!isApiError(error)) return { kind: 'dialog', dialog: 'generic' };
  const all = error.searchableText;
  // The server's words (matched, never shown), as patterns.
  if (
    /current password mismatch/.test(all) ||
    (/validation failed/.test(all) && error.details !== undefined && error.details !== null)
  )
    return { kind: 'field', field: 'currentPassword', message: P.currentPasswordMismatch };
  if (/same as (the )?current/.test(all))
    return { kind: 'field', field: 'password', message: P.sameAsCurrent };
  return { kind: 'dialog', dialog: 'generic' };
}
