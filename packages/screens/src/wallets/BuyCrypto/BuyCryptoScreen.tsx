import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getApiConfig, getEncryptedToken, useWallets } from '@wallet/api';
import {
  Address,
  Button,
  Card,
  CopyButton,
  Dialog,
  MOBILE_QUERY,
  Skeleton,
  SkeletonGroup,
  Spinner,
  useMediaQuery,
  PageHeader,
} from '@wallet/ui';
import { LoadFailed, pageStyles as page } from '../../common';
import styles from './buy.module.css';
import { isPartnerMessage, partnerOrigin } from './partnerMessage';

/** How the app names itself to the partner when asking for a token. */
const SITE_NAME = 'wallet';

export interface BuyCryptoScreenProps {
  /**
   * The partner exchange's page (the real partner, or the demo's stand-in). It gets the
   * encrypted token as its `token` parameter, and shows once it has loaded (docs/api.md).
   */
  exchangeUrl: string;
}

type TokenState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; token: string };

/**
 * /buy-crypto: an encrypted token (auth/encrypted-token), then the partner exchange in a frame;
 * Before You Continue notes and the wallet address to buy into (in a dialog below 768 px).
 */
export function BuyCryptoScreen({ exchangeUrl }: BuyCryptoScreenProps) {
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const [token, setToken] = useState<TokenState>({ status: 'loading' });
  const isMobile = useMediaQuery(MOBILE_QUERY);

  useEffect(() => {
    let current = true;
    getEncryptedToken({
      clientId: getApiConfig().clientId,
      sourceUrl: window.location.origin,
      sitename: SITE_NAME,
    }).then(
      ({ token }) => current && setToken({ status: 'ready', token }),
      () => current && setToken({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <div className={page.page}>
      <PageHeader
        title={t`Buy Crypto`}
        description={t`Buy USDT or USDC by card through our partner exchange, straight into your wallet.`}
      />
      <div className={styles.layout}>
        <div className={styles.exchange}>
          {token.status === 'ready' && exchangeUrl ? (
            <PartnerFrame exchangeUrl={exchangeUrl} token={token.token} />
          ) : token.status === 'loading' ? (
            <SkeletonGroup label={t`Connecting to the exchange`}>
              <Skeleton height="32rem" shape="rect" />
            </SkeletonGroup>
          ) : (
            <LoadFailed
              what={t`The exchange`}
              onRetry={() => {
                setToken({ status: 'loading' });
                setAttempt((n) => n + 1);
              }}
            />
          )}
        </div>
        <aside className={styles.side} aria-label={t`Before you buy`}>
          <Card title={t`Before You Continue`}>
            <ul className={styles.notes}>
              <li>
                <Trans>Supported currencies: USDT, USDC.</Trans>
              </li>
              <li>
                <Trans>
                  Paste your wallet address below as the receiving address at the exchange.
                </Trans>
              </li>
              <li>
                <Trans>
                  Choose the Arbitrum network; other networks may not reach your wallet.
                </Trans>
              </li>
              <li>
                <Trans>The exchange verifies your card and may charge its own fees.</Trans>
              </li>
            </ul>
          </Card>
          {isMobile ? <AddressDialogButton /> : <WalletAddressCard />}
        </aside>
      </div>
    </div>
  );
}

function PartnerFrame({ exchangeUrl, token }: { exchangeUrl: string; token: string }) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const url = new URL(exchangeUrl, window.location.href);
  url.searchParams.set('token', token);
  const origin = partnerOrigin(exchangeUrl, window.location.href);

  // Its load event shows it: a partner owes us no message. One that says `partner-ready` (from
  // its frame, at its origin) is shown from then, which may be before its images have loaded.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isPartnerMessage(event, origin, frame.current?.contentWindow)) return;
      if (event.data.type === 'partner-ready') setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  return (
    <div className={styles.frameBox} aria-busy={!ready}>
      {!ready && (
        <div className={styles.frameLoading}>
          <Spinner label={t`Loading the exchange`} />
        </div>
      )}
      {/* Scripts, forms and the partner's own storage and payment pop-ups; nothing more: no
          top navigation, no downloads, no permissions (no `allow`). */}
      <iframe
        ref={frame}
        title={t`Partner exchange`}
        src={url.href}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="strict-origin"
        className={styles.frame}
        onLoad={() => setReady(true)}
        data-ready={ready}
      />
    </div>
  );
}

function useUsdcAddress() {
  const wallets = useWallets();
  return { wallets, address: wallets.data?.find((w) => w.ticker === 'USDC')?.address };
}

function AddressBody() {
  const { t } = useLingui();
  const { wallets, address } = useUsdcAddress();
  if (address)
    return (
      <div className={page.stack}>
        <p className={page.muted}>
          <Trans>Your USDC wallet address on Arbitrum</Trans>
        </p>
        <p data-testid="buy-wallet-address">
          <Address address={address} />
        </p>
        <div>
          <CopyButton value={address} label={t`Copy Address`} />
        </div>
      </div>
    );
  if (wallets.error)
    return <LoadFailed what={t`Your wallet address`} onRetry={() => void wallets.mutate()} />;
  if (wallets.data)
    return (
      <p>
        <Trans>Create your wallet address on the Deposit page first.</Trans>
      </p>
    );
  return (
    <SkeletonGroup label={t`Loading your wallet address`}>
      <Skeleton height="4rem" shape="rect" />
    </SkeletonGroup>
  );
}

function WalletAddressCard() {
  const { t } = useLingui();
  return (
    <Card title={t`My Wallet Address`}>
      <AddressBody />
    </Card>
  );
}

/** Below 768 px the address waits behind a button, in a dialog (spec 2 section 2). */
function AddressDialogButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Trans>View My Wallet Address</Trans>
      </Button>
      <Dialog isOpen={open} onOpenChange={setOpen} title={t`My Wallet Address`}>
        <AddressBody />
      </Dialog>
    </>
  );
}
