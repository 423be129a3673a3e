import { z } from 'zod/mini';
import { isStrongPassword } from './passwordRules';

/** A password that meets every rule of spec 1 section 5; `message` is the form's own wording. */
export const strongPassword = (message: string) =>
  z.string().check(z.refine((value) => isStrongPassword(value), message));

/** Confirmation must equal the password; the error sits on the confirm field. */
export const matchingConfirmation = (message: string) =>
  z.refine<{ password: string; confirmPassword: string }>(
    (values) => values.password === values.confirmPassword,
    { message, path: ['confirmPassword'], when: () => true },
  );
