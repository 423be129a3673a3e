import { z } from 'zod/mini';
import { isStrongPassword } from './passwordRules';

/**
 * A form's own wording for a rule: the text, or (for text in the active language) a function that
 * reads it when the value is checked, so a schema built on import still speaks the language of the
 * moment (`() => MESSAGES.invalidPassword`).
 */
export type RuleMessage = string | (() => string);

const errorOf = (message: RuleMessage) =>
  typeof message === 'function' ? () => message() : message;

/** A password that meets every rule of spec 1 section 5; `message` is the form's own wording. */
export const strongPassword = (message: RuleMessage) =>
  z.string().check(z.refine((value) => isStrongPassword(value), { error: errorOf(message) }));

/** Confirmation must equal the password; the error sits on the confirm field. */
export const matchingConfirmation = (message: RuleMessage) =>
  z.refine<{ password: string; confirmPassword: string }>(
    (values) => values.password === values.confirmPassword,
    { error: errorOf(message), path: ['confirmPassword'], when: () => true },
  );
