import useSWR from 'swr';
import { forUser } from '../client/shared';
import { getProfile } from './endpoints';

/** SWR keys of the profile (per user: the e-mail is in the key). */
export const profileKeys = {
  profile: (email: string) => ['profile', email] as const,
};

export const useProfile = () => useSWR(forUser(profileKeys.profile), () => getProfile());
