import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import useSWR, { SWRConfig, unstable_serialize, useSWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useRevalidateAddressBook } from './addressBook/hooks';
import {
  useRevalidateAfterCardApplication,
  useRevalidateAfterCardTopUp,
  useRevalidateCards,
} from './cards/hooks';
import { configureApi } from './client/config';
import { swrConfig } from './client/query';
import { sessionStore } from './client/session';
import { keys } from './keys';
import { useRevalidateAfterHomeMove, useRevalidateAfterWithdrawal } from './money/hooks';

const ANA = 'ana@example.com';
const BEN = 'ben@example.com';

/** Every key a page of Ana's may have cached, one of Ben's (a former user of the tab), and the shared ones. */
const CACHED = {
  profile: keys.profile(ANA),
  wallets: keys.wallets(ANA),
  transactions: keys.transactions(ANA),
  incoming: keys.incoming(ANA),
  send: keys.send(ANA),
  yieldUsdc: keys.yield(ANA, 'ARB-USDC'),
  yieldEth: keys.yield(ANA, 'ETH'),
  referral: keys.referral(ANA),
  referralRewards: keys.referralRewards,
  addressBook: keys.addressBook(ANA),
  cards: keys.cards(ANA),
  cardBalance: keys.cardBalance(ANA),
  cardTransactions: keys.cardTransactions(ANA),
  cardTiers: keys.cardApplication(ANA),
  cardTier2: keys.cardApplication(ANA, 2),
  cardSetting: keys.cardSetting(ANA, 'c1'),
  features: keys.features,
  countries: keys.countries,
  mobileCodes: keys.mobileCodes,
  bensWallets: keys.wallets(BEN),
  bensCards: keys.cards(BEN),
} as const;
type Cached = keyof typeof CACHED;

const server = setupServer(
  http.get('http://api.test/api/v1/card', () => HttpResponse.json({ data: { cards: [] } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let fetched: Cached[] = [];
beforeEach(() => {
  configureApi({ host: 'http://api.test' });
  sessionStorage.clear();
  sessionStore.setTokens('token-ana', 'r');
  sessionStore.set('userEmail', ANA);
  fetched = [];
});
afterEach(() => sessionStorage.clear());

/** Every key of CACHED read on one page, each fetch recorded by name. */
function useEverything() {
  for (const name of Object.keys(CACHED) as Cached[])
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the same keys in the same order on every render
    useSWR(CACHED[name], () => (fetched.push(name), `${name} #${fetched.length}`));
}

/** Renders every key, lets them load, then runs the revalidation and names what was read again. */
async function revalidatedBy(useHelper: () => () => Promise<unknown>) {
  const cache = new Map();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrConfig, provider: () => cache }}>{children}</SWRConfig>
  );
  const { result } = renderHook(
    () => {
      useEverything();
      return { revalidate: useHelper(), cache: useSWRConfig().cache };
    },
    { wrapper },
  );
  await waitFor(() => expect(fetched).toHaveLength(Object.keys(CACHED).length));
  fetched = [];
  await act(() => result.current.revalidate());
  // Anything revalidated in the background (not awaited) has started by now.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { again: [...fetched].sort(), cache: result.current.cache };
}

describe('revalidation after a change on the server: one helper per case', () => {
  it.each<[string, () => () => Promise<unknown>, Cached[]]>([
    [
      'useRevalidateAfterWithdrawal',
      useRevalidateAfterWithdrawal,
      ['send', 'transactions', 'wallets', 'yieldEth', 'yieldUsdc'],
    ],
    [
      'useRevalidateAfterHomeMove',
      useRevalidateAfterHomeMove,
      ['incoming', 'transactions', 'wallets', 'yieldEth', 'yieldUsdc'],
    ],
    [
      'useRevalidateAfterCardTopUp',
      useRevalidateAfterCardTopUp,
      ['cardBalance', 'cardTransactions', 'transactions', 'wallets'],
    ],
    [
      'useRevalidateCards',
      useRevalidateCards,
      ['cardBalance', 'cardSetting', 'cardTier2', 'cardTiers', 'cardTransactions', 'cards'],
    ],
    ['useRevalidateAddressBook', useRevalidateAddressBook, ['addressBook']],
  ])("%s reads exactly these of the user's keys again", async (_, useHelper, expected) => {
    expect((await revalidatedBy(useHelper)).again).toEqual(expected);
  });

  it("useRevalidateAfterCardApplication reads the balances and the offer again, and sets the card list from the server's answer", async () => {
    const { again, cache } = await revalidatedBy(useRevalidateAfterCardApplication);
    expect(again).toEqual(['cardBalance', 'cardTier2', 'cardTiers', 'transactions', 'wallets']);
    expect(cache.get(unstable_serialize(keys.cards(ANA)))?.data).toEqual({ cards: [] });
  });
});
