/**
 * What a form shows for a failed call (spec 1 section 8): a message under a field, a message for
 * the whole form, or a dialog. Each area maps its server errors to one (`auth/serverErrors.ts`,
 * `profile/serverErrors.ts`); `useAuthOutcome` shows it.
 */
export type AuthOutcome =
  | { kind: 'field'; field: string; message: string }
  | { kind: 'form'; message: string; locked?: boolean }
  | { kind: 'dialog'; dialog: AuthDialogKind };

export type AuthDialogKind = 'generic' | 'blocked' | 'existing-account' | 'account-deleted';

/** The outcome of a failure the spec has no specific message for. */
export const GENERIC_OUTCOME: AuthOutcome = { kind: 'dialog', dialog: 'generic' };
