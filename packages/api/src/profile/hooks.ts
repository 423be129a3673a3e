import { query, useQuery } from '../client/swrQuery';
import { forUser } from '../client/shared';
import { getProfile } from './endpoints';

/** SWR keys of the profile (per user: the e-mail is in the key). */
export const profileKeys = {
  profile: (email: string) => ['profile', email] as const,
};

/** The reads of the area's hooks, which route loaders preload (preload.ts). */
export const profileQueries = {
  profile: query(
    () => forUser(profileKeys.profile),
    () => getProfile(),
  ),
};

export const useProfile = () => useQuery(profileQueries.profile);
