import { useState } from 'react';
import { createWallet, useWallets, type MainWallet } from '@wallet/api';
import {
  Address,
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
    {supported ? <CheckIcon aria-hidden="true" /> : <CloseIcon aria-hidden="true" />}
    {supported ? 'Supported' : 'Not supported'}
  </span>
);

/** Seven rows, nothing to sort or page: a plain table (react-aria's grid would cost ~40 KB). */
function NetworksTable() {
  return (
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
            <th scope="row">{row.network}</th>
            <td>{supportCell(row.USDC)}</td>
            <td>{supportCell(row.USDT)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
            <Skeleton height="14rem" shape="rect" />
            <Skeleton height="18rem" shape="rect" />
          </SkeletonGroup>
        )}
      </div>
    </TransferTabs>
  );
}

function WalletAddress({ wallet }: { wallet: MainWallet }) {
  return (
    <Card title="Your USDC Wallet Address">
      <div className={styles.address}>
        <QRCode value={wallet.address} label="QR code of your wallet address" size={160} />
        <div className={page.stack}>
          <p className={page.muted}>Network: Arbitrum (USDC)</p>
          <p className={styles.addressText} data-testid="wallet-address">
            <Address address={wallet.address} />
          </p>
          <div>
            <CopyButton value={wallet.address} label="Copy Address" />
          </div>
        </div>
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
