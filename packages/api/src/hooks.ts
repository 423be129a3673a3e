/** Every area's SWR hooks (the keys they read under are composed in `keys.ts`). */
export { useProfile } from './profile/hooks';
export { useCountries, useFeatures, useMobileCodes } from './config/hooks';
export {
  useIncomingDeposits,
  useRevalidateAfterHomeMove,
  useRevalidateAfterWithdrawal,
  useSendDetails,
  useTransactions,
  useWallets,
  useYieldWallet,
} from './money/hooks';
export { useReferral, useReferralRewards } from './referral/hooks';
export { useAddressBook, useRevalidateAddressBook } from './addressBook/hooks';
export {
  useCardApplicationData,
  useCardBalance,
  useCards,
  useCardTransactions,
  useRevalidateAfterCardApplication,
  useRevalidateAfterCardReplacement,
  useRevalidateAfterCardTopUp,
  useRevalidateCards,
} from './cards/hooks';
export { keys } from './keys';
export { profileQueries } from './profile/hooks';
export { configQueries } from './config/hooks';
export { moneyQueries } from './money/hooks';
export { referralQueries } from './referral/hooks';
export { addressBookQueries } from './addressBook/hooks';
export { cardsQueries } from './cards/hooks';
export { preloadQueries } from './preload';
