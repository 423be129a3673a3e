import { z } from 'zod/mini';

/** Reference data every user sees alike: features, countries, mobile codes. */

export const countrySchema = z.looseObject({ cca_two: z.string(), country_name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const featureSchema = z.looseObject({ route: z.string(), enabled: z.boolean() });
export type Feature = z.infer<typeof featureSchema>;

export const mobileCodeSchema = z.looseObject({
  country_name: z.string(),
  mobile_code: z.string(),
  cca_two: z.string(),
});
export type MobileCode = z.infer<typeof mobileCodeSchema>;
