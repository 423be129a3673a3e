import { z } from 'zod/mini';
import { get } from '../client/shared';
import { countrySchema, featureSchema, mobileCodeSchema } from './schemas';

/**
 * Reference data and the identity-check token, as the demo backend's config handlers split them:
 * features, countries, mobile codes, and the Sumsub token (spec 1 and 2 section 7).
 */
export const getFeatures = () => get('feature', z.array(featureSchema));
export const getCountries = () => get('countries', z.array(countrySchema));
export const getMobileCodes = () => get('card/mobile-codes', z.array(mobileCodeSchema));
export const getSumsubToken = (kycLevel: 1 | 3) =>
  get(
    `sumsub/generate_token/${kycLevel}`,
    z.union([
      z.string(),
      z.pipe(
        z.object({ token: z.string() }),
        z.transform((t) => t.token),
      ),
    ]),
  );
