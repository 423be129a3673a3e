import { z } from 'zod/mini';
import { ackSchema, get, messageSchema, post } from '../client/shared';
import { profileSchema } from './schemas';

/** The signed-in user's profile, preferences and account deletion (spec 1 section 7). */
export const getProfile = () => get('profile', profileSchema);
/** Name, locale and timezone (spec: "update profile" and POST /profile/preferences are this one call). */
export const updatePreferences = (body: {
  name: string;
  preferred_locale: string;
  timezone: string;
}) => post('profile/preferences', body, z.partial(profileSchema));
export const setEmailMarketing = (emailMarketing: boolean) =>
  post('profile/email-marketing', { email_marketing: emailMarketing }, ackSchema);
export const validateDeleteAccount = () =>
  post('profile/validate-delete', undefined, messageSchema);
export const deleteAccount = () => post('profile/delete', undefined, messageSchema);
