import useSWR from 'swr';
import { QUERY } from '../client/query';
import { getCountries, getFeatures, getMobileCodes } from './endpoints';

/** SWR keys of the reference data: the same for every user. */
export const configKeys = {
  features: ['feature'] as const,
  countries: ['countries'] as const,
  mobileCodes: ['card/mobile-codes'] as const,
};

export const useFeatures = () => useSWR(configKeys.features, () => getFeatures());
export const useMobileCodes = () => useSWR(configKeys.mobileCodes, () => getMobileCodes());
/** Countries change rarely: fresh for an hour (spec 1 section 7). */
export const useCountries = () =>
  useSWR(configKeys.countries, () => getCountries(), {
    dedupingInterval: QUERY.countriesStaleMs,
  });
