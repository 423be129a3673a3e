import { useSWRConfig } from 'swr';
import { keys, sessionStore } from '@wallet/api';

/**
 * After money moved (Earn, Redeem, a verified sender): reads the wallets, the yield wallet, the
 * history and the incoming deposits again, so every tile on Home shows the server's new state.
 */
export function useRefreshBalances() {
  const { mutate } = useSWRConfig();
  return async () => {
    const email = sessionStore.get('userEmail');
    if (!email) return;
    const mine = new Set<string>([
      keys.wallets(email)[0],
      keys.transactions(email)[0],
      keys.incoming(email)[0],
      'yield',
    ]);
    await mutate((key) => Array.isArray(key) && mine.has(String(key[0])) && key.at(-1) === email);
  };
}
