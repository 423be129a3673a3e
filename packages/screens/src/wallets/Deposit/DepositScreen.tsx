import { useState } from 'react';
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
import { depositMatrix } from '../money/networks';
import styles from './deposit.module.css';
import { TransferTabs } from './TransferTabs';

const supportCell = (supported: boolean) => (
  <span className={styles.support} data-supported={supported}>
    <span className={styles.supportIcon}>
      {supported ? <CheckIcon aria-hidden="true" /> : <CloseIcon aria-hidden="true" />}
    </span>
    {/* A narrow card shows the icon alone: its shape (tick or cross) says it, the word is read. */}
    <span className={styles.supportWord}>{supported ? 'Supported' : 'Not supported'}</span>
  </span>
);

/**
 * Seven networks, a row each, its tokens' status as an icon and a word (spec 1 section 3's
 * table, drawn as a list). Nothing to sort or page: a plain table (react-aria's grid costs ~40 KB).
 */
function NetworksTable() {
  return (
    <div className={styles.networks}>
      <table className={styles.table} aria-label="Supported networks">
        <thead>
          <tr>
            <th scope="col">Network</th>
            <th scope="col">USDC</th>
            <th scope="col">USDT</th>
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
              <td>{supportCell(row.USDC)}</td>
              <td>{supportCell(row.USDT)}</td>
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
  const wallets = useWallets();
  const usdc = wallets.data?.find((w) => w.ticker === 'USDC');
  return (
    <TransferTabs>
      <div className={page.page}>
        <PageHeader
          title="Deposit"
          description={
            <>
              Receive USDC or USDT in your Main Wallet from another wallet or an exchange, or{' '}
              <Link href="/buy-crypto">Buy Crypto</Link> by card.
            </>
          }
        />
        {wallets.data ? (
          <div className={styles.grid}>
            {usdc?.address ? (
              <WalletAddress wallet={usdc} />
            ) : (
              <CreateWallet onCreated={() => wallets.mutate()} />
            )}
            <Card title="Supported Networks">
              <div className={page.stack}>
                <NetworksTable />
                <p className={page.muted}>
                  Deposits other than USDC on Arbitrum are auto-converted to USDC on Arbitrum;
                  conversion fees may apply. Tokens sent on a network marked Not supported cannot be
                  recovered.
                </p>
              </div>
            </Card>
          </div>
        ) : wallets.error ? (
          <LoadFailed what="Your wallet address" onRetry={() => void wallets.mutate()} />
        ) : (
          <SkeletonGroup label="Loading your wallet address">
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
  return (
    <Card title="Your USDC Wallet Address">
      <div className={styles.address}>
        <QRCode value={wallet.address} label="QR code of your wallet address" size={184} />
        <Badge tone="info">Network: Arbitrum (USDC)</Badge>
        <p className={styles.addressText} data-testid="wallet-address">
          <Address address={wallet.address} grouped />
        </p>
        <CopyButton value={wallet.address} label="Copy Address" variant="primary" size="md" />
      </div>
    </Card>
  );
}

/** No address yet: one press creates it (disabled until the answer); a failure says so. */
function CreateWallet({ onCreated }: { onCreated: () => Promise<unknown> }) {
  const [failed, setFailed] = useState(false);
  const create = useSingleAction(async () => {
    try {
      await createWallet('ARB-USDC');
      await onCreated();
    } catch {
      setFailed(true);
    }
  });
  return (
    <Card title="Create Your Wallet">
      <div className={page.stack}>
        <p>You do not have a USDC wallet address yet. Create one to receive deposits.</p>
        <div>
          <Button onPress={create.run} isPending={create.isPending}>
            Create Wallet
          </Button>
        </div>
      </div>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </Card>
  );
}
