import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createWallet, useWallets, type MainWallet } from '@wallet/api';
import {
  Address,
  Badge,
  Button,
  Card,
  CheckIcon,
  CloseIcon,
  CopyButton,
  Link,
  QRCode,
  Skeleton,
  SkeletonGroup,
  PageHeader,
} from '@wallet/ui';
import { GenericErrorDialog, LoadFailed, pageStyles as page } from '../../common';
import { useSingleAction } from '../../forms/useSingleSubmit';
import { DEPOSIT_TICKERS, depositMatrix } from '../money/networks';
import styles from './deposit.module.css';
import { TransferTabs } from './TransferTabs';

function SupportCell({ supported }: { supported: boolean }) {
  const { t } = useLingui();
  return (
    <span className={styles.support} data-supported={supported}>
      <span className={styles.supportIcon}>
        {supported ? <CheckIcon aria-hidden="true" /> : <CloseIcon aria-hidden="true" />}
      </span>
      {/* A narrow card shows the icon alone: its shape (tick or cross) says it, the word is read. */}
      <span className={styles.supportWord}>{supported ? t`Supported` : t`Not supported`}</span>
    </span>
  );
}

/**
 * Seven networks, a row each, its tokens' status as an icon and a word (spec 1 section 3's
 * table, drawn as a list). Nothing to sort or page: a plain table (react-aria's grid costs ~40 KB).
 */
function NetworksTable() {
  const { t } = useLingui();
  return (
    <div className={styles.networks}>
      <table className={styles.table} aria-label={t`Supported networks`}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Network</Trans>
            </th>
            {DEPOSIT_TICKERS.map((ticker) => (
              <th key={ticker} scope="col">
                {ticker}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {depositMatrix().map((row) => (
            <tr key={row.network}>
              <th scope="row">
                <span className={styles.network}>
                  <span className={styles.networkBadge} aria-hidden="true">
                    {row.network.slice(0, 1)}
                  </span>
                  {row.network}
                </span>
              </th>
              {DEPOSIT_TICKERS.map((ticker) => (
                <td key={ticker}>
                  <SupportCell supported={row[ticker]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /deposit: the Arbitrum USDC address (QR code, in full, copy), the networks USDC and USDT may
 * arrive on, and the auto-convert note; Create Wallet when there is no address yet.
 */
export function DepositScreen() {
  const { t } = useLingui();
  const wallets = useWallets();
  const usdc = wallets.data?.find((w) => w.ticker === 'USDC');
  return (
    <TransferTabs>
      <div className={page.page}>
        <PageHeader
          title={t`Deposit`}
          description={
            <Trans>
              Receive USDC or USDT in your Main Wallet from another wallet or an exchange, or{' '}
              <Link href="/buy-crypto">Buy Crypto</Link> by card.
            </Trans>
          }
        />
        {wallets.data ? (
          <div className={styles.grid}>
            {usdc?.address ? (
              <WalletAddress wallet={usdc} />
            ) : (
              <CreateWallet onCreated={() => wallets.mutate()} />
            )}
            <Card title={t`Supported Networks`}>
              <div className={page.stack}>
                <NetworksTable />
                <p className={page.muted}>
                  <Trans>
                    Deposits other than USDC on Arbitrum are auto-converted to USDC on Arbitrum;
                    conversion fees may apply. Tokens sent on a network marked Not supported cannot
                    be recovered.
                  </Trans>
                </p>
              </div>
            </Card>
          </div>
        ) : wallets.error ? (
          <LoadFailed what={t`Your wallet address`} onRetry={() => void wallets.mutate()} />
        ) : (
          <SkeletonGroup label={t`Loading your wallet address`}>
            {/* Shaped like the page: the QR code and address, then the networks' rows. */}
            <div className={styles.grid}>
              <div className={styles.address}>
                <Skeleton width="12.5rem" height="12.5rem" shape="rect" />
                <Skeleton width="12rem" />
                <Skeleton width="80%" height="1.5rem" />
              </div>
              <div className={page.stack}>
                {depositMatrix().map((row) => (
                  <Skeleton key={row.network} height="2.5rem" shape="rect" />
                ))}
              </div>
            </div>
          </SkeletonGroup>
        )}
      </div>
    </TransferTabs>
  );
}

/** The page's focus: the QR code, the network, the address in groups of four, Copy. */
function WalletAddress({ wallet }: { wallet: MainWallet }) {
  const { t } = useLingui();
  return (
    <Card title={t`Your USDC Wallet Address`}>
      <div className={styles.address}>
        <QRCode value={wallet.address} label={t`QR code of your wallet address`} size={184} />
        <Badge tone="info">
          <Trans>Network: Arbitrum (USDC)</Trans>
        </Badge>
        <p className={styles.addressText} data-testid="wallet-address">
          <Address address={wallet.address} grouped />
        </p>
        <CopyButton value={wallet.address} label={t`Copy Address`} variant="primary" size="md" />
      </div>
    </Card>
  );
}

/** No address yet: one press creates it (disabled until the answer); a failure says so. */
function CreateWallet({ onCreated }: { onCreated: () => Promise<unknown> }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const create = useSingleAction(async () => {
    try {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the wallet the server creates, not text
      await createWallet('ARB-USDC');
      await onCreated();
    } catch {
      setFailed(true);
    }
  });
  return (
    <Card title={t`Create Your Wallet`}>
      <div className={page.stack}>
        <p>
          <Trans>You do not have a USDC wallet address yet. Create one to receive deposits.</Trans>
        </p>
        <div>
          <Button onPress={create.run} isPending={create.isPending}>
            <Trans>Create Wallet</Trans>
          </Button>
        </div>
      </div>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </Card>
  );
}
