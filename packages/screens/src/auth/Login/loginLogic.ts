import { getRecaptchaToken, login } from '@wallet/api';
import { startSession } from '../startSession';
import type { LoginValues } from '../schemas';
import type { AuthOutcome } from '../../common/outcome/types';
import { loginOutcome } from '../serverErrors';

// Loaded when the login page has rendered: zod, the schema and the call stay out of its first download.
export { loginSchema } from '../schemas';

/** Logs in; null when the session is open and two-factor comes next, else what to show. */
export async function submitLogin(values: LoginValues): Promise<AuthOutcome | null> {
  try {
    const result = await login(values.email, values.password, await getRecaptchaToken('login'));
    // A blocked account may still be answered with a success; it must not get in.
    if (result.internal_status === 'blocked') return { kind: 'dialog', dialog: 'blocked' };
    startSession(result, 'login');
    return null;
  } catch (error) {
    return loginOutcome(error);
  }
}
