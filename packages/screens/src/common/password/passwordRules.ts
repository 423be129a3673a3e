import { LIMITS } from '../messages';

/** The password's special characters (spec 1 section 9). */
export const PASSWORD_SPECIALS = '@$!%*#?&';

/** Each rule of spec 1 section 5, as the live checklist shows it. Plain tests, no zod: the
 * checklist runs on every keystroke and must be in the page's first download. */
export const PASSWORD_RULES = [
  {
    label: `At least ${LIMITS.passwordMin} characters`,
    test: (p: string) => p.length >= LIMITS.passwordMin,
  },
  { label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'One number', test: (p: string) => /\d/.test(p) },
  {
    label: `One special character (${PASSWORD_SPECIALS})`,
    test: (p: string) => /[@$!%*#?&]/.test(p),
  },
] as const;

export const isStrongPassword = (password: string) =>
  PASSWORD_RULES.every((rule) => rule.test(password));

/** The checklist's items for a password as typed. */
export const passwordChecklist = (password: string) =>
  PASSWORD_RULES.map((rule) => ({ label: rule.label, met: rule.test(password) }));
