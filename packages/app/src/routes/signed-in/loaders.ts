import {
  addressBookQueries,
  cardsQueries,
  configQueries,
  moneyQueries,
  preloadQueries,
  profileQueries,
  referralQueries,
  type Query,
} from '@wallet/api';

/**
 * The signed-in pages' loaders (routes.tsx): each starts the reads its page makes on its first
 * render, under the same keys and fetchers as the page's hooks (packages/api), and returns at
 * once: navigation never waits for data, and a failed read is the hook's to show, as before.
 */
const starts =
  (...queries: Query<unknown>[]) =>
  () => {
    preloadQueries(...queries);
    return null;
  };

const { profile } = profileQueries;
const { transactions } = moneyQueries;
const { addressBook } = addressBookQueries;

/** The shell: the name in the top bar, the sidebar's flags, the incoming-deposits banner. */
export const shell = starts(profile, configQueries.features, moneyQueries.incoming);
export const dashboard = starts(
  moneyQueries.wallets,
  moneyQueries.yield(),
  cardsQueries.cardBalance,
  transactions,
);
export const profilePage = starts(profile);
// The card history needs the profile's level first: the page reads it then.
export const transactionsPage = starts(transactions, addressBook);
export const addressBookPage = starts(addressBook, transactions);
export const deposit = starts(moneyQueries.wallets);
export const withdraw = starts(moneyQueries.send, addressBook, transactions);
export const withdrawReview = starts(addressBook, transactions);
export const referral = starts(referralQueries.referral, referralQueries.referralRewards);
export const cards = starts(
  cardsQueries.cards,
  cardsQueries.cardBalance,
  cardsQueries.cardTransactions,
);
export const cardApply = starts(
  cardsQueries.cardApplication(),
  cardsQueries.cardBalance,
  cardsQueries.cards,
);
export const cardTopUp = starts(cardsQueries.cardBalance);
