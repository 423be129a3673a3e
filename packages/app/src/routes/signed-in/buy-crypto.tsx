import { BuyCryptoScreen } from '@wallet/screens';

/** The partner exchange's page: the demo build's local stand-in, else the configured partner. */
const EXCHANGE_URL = __DEMO__
  ? '/partner-exchange.html'
  : (import.meta.env.VITE_PARTNER_EXCHANGE_URL ?? '');

export function Component() {
  return <BuyCryptoScreen exchangeUrl={EXCHANGE_URL} />;
}
