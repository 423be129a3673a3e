import useSWR from 'swr';
import { QUERY } from '../client/query';
import { query, useQuery } from '../client/swrQuery';
import { getCountries, getFeatures, getMobileCodes } from './endpoints';

/** SWR keys of the reference data: the same for every user. */
export const configKeys = {
  features: ['feature'] as const,
  countries: ['countries'] as const,
  mobileCodes: ['card/mobile-codes'] as const,
};

/** The reads of the area's hooks, which route loaders preload (preload.ts). */
export const configQueries = {
  features: query(
    () => configKeys.features,
    () => getFeatures(),
  ),
};

export const useFeatures = () => useQuery(configQueries.features);
export const useMobileCodes = () => useSWR(configKeys.mobileCodes, () => getMobileCodes());
/** Countries change rarely: fresh for an hour (spec 1 section 7). */
export const useCountries = () =>
  useSWR(configKeys.countries, () => getCountries(), {
    dedupingInterval: QUERY.countriesStaleMs,
  });
