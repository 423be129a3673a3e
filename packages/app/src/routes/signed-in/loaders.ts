import {
  addressBookQueries,
  adoptEarlyReads,
  readAfterPaint,
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
 * render, under the same keys and fetchers as the page's hooks (packages/api), so the page's code
 * and its data come in parallel. A navigation in the app waits for the page's main content only
 * (`waits`), the page before it staying on screen: the page renders with it, and what is beside
 * it (`starts`) fills in as it comes. The visit's first page, with nothing on screen yet, renders
 * at once with its skeletons: its render is done while the reads travel, and their answers paint
 * alone (issue 41: the return visit's balance); what it reads once its main content is on screen
 * (`later`) it asks for itself then, so that those bytes do not share the line with the first
 * paint's. What the cache holds is not read again first; a failed read does not fail the
 * navigation: the hook shows it.
 */
// Before the first read of a signed-in page: its answer may be on its way already.
adoptEarlyReads();

const load =
  ({
    waits = [],
    starts = [],
    later = [],
  }: {
    waits?: Query<unknown>[];
    starts?: Query<unknown>[];
    later?: Query<unknown>[];
  }) =>
  async () => {
    // The main content's reads first: their answers come first.
    const main = preloadQueries(...waits);
    void preloadQueries(...starts);
    if (document.getElementById('root')?.firstElementChild) {
      readAfterPaint(() => void preloadQueries(...later));
      await main;
    }
    return null;
  };
const { profile } = profileQueries;
const { transactions } = moneyQueries;
const { addressBook } = addressBookQueries;

/** The shell: the name in the top bar, the sidebar's flags, the incoming-deposits banner. */
export const shell = load({ starts: [profile, configQueries.features, moneyQueries.incoming] });
// Home's history (18 KB for a few months) is read by its panels, after the balances' paint.
export const dashboard = load({
  waits: [moneyQueries.wallets],
  starts: [moneyQueries.yield(), cardsQueries.cardBalance],
  later: [transactions],
});
export const profilePage = load({ waits: [profile] });
// The card history needs the profile's level first: the page reads it then.
export const transactionsPage = load({ waits: [transactions], starts: [addressBook] });
// The card history, as on /transactions, once the page knows the profile's level.
export const insightsPage = load({ waits: [transactions, profile] });
export const addressBookPage = load({ waits: [addressBook], starts: [transactions] });
export const deposit = load({ waits: [moneyQueries.wallets] });
// The address check's lists (the address book, the history) are read once the page is on screen.
export const withdraw = load({ waits: [moneyQueries.send] });
export const withdrawReview = load({ waits: [addressBook], starts: [transactions] });
export const referral = load({
  waits: [referralQueries.referral],
  starts: [referralQueries.referralRewards],
});
export const cards = load({
  waits: [cardsQueries.cards, cardsQueries.cardBalance],
  starts: [cardsQueries.cardTransactions],
});
export const cardApply = load({
  waits: [cardsQueries.cardApplication()],
  starts: [cardsQueries.cardBalance, cardsQueries.cards],
});
export const cardTopUp = load({ waits: [cardsQueries.cardBalance] });
