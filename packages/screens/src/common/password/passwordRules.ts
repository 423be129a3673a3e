import { plural, t } from '@lingui/core/macro';
import { LIMITS } from '../messages';

/** The password's special characters (spec 1 section 9). */
export const PASSWORD_SPECIALS = '@$!%*#?&';

/** Each rule of spec 1 section 5, as the live checklist shows it (`label` in the active language,
 * read when shown). Plain tests, no zod: the checklist runs on every keystroke and must be in the
 * page's first download. */
export const PASSWORD_RULES = [
  {
    get label() {
      const { passwordMin } = LIMITS;
      return plural(passwordMin, { one: 'At least # character', other: 'At least # characters' });
    },
    test: (p: string) => p.length >= LIMITS.passwordMin,
  },
  {
    get label() {
      return t`One lowercase letter`;
    },
    test: (p: string) => /[a-z]/.test(p),
  },
  {
    get label() {
      return t`One uppercase letter`;
    },
    test: (p: string) => /[A-Z]/.test(p),
  },
  {
    get label() {
      return t`One number`;
    },
    test: (p: string) => /\d/.test(p),
  },
  {
    get label() {
      const specials = PASSWORD_SPECIALS;
      return t`One special character (${specials})`;
    },
    test: (p: string) => /[@$!%*#?&]/.test(p),
  },
] as const;

export const isStrongPassword = (password: string) =>
  PASSWORD_RULES.every((rule) => rule.test(password));

/** The checklist's items for a password as typed. */
export const passwordChecklist = (password: string) =>
  PASSWORD_RULES.map((rule) => ({ label: rule.label, met: rule.test(password) }));
