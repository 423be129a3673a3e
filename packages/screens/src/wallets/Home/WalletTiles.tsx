import { useWallets, type MainWallet } from '@wallet/api';
import { Button, formatAmount, Skeleton, SkeletonGroup, Tile } from '@wallet/ui';
import { LoadFailed } from '../../common';
import { CRYPTO_DECIMALS } from '../money/transactions';
import styles from './home.module.css';

export interface WalletTilesProps {
  /** Deposit or Withdraw pressed: the caller passes the identity gate, then opens the page. */
  onOpen: (path: '/deposit' | '/withdraw') => void;
}

/** One Main Wallet tile per wallet (USDC, and VEF once created): balance, fiat, Deposit, Withdraw. */
export function WalletTiles({ onOpen }: WalletTilesProps) {
  const wallets = useWallets();
  if (wallets.error && !wallets.data)
    return <LoadFailed what="Your wallets" onRetry={() => void wallets.mutate()} />;
  if (!wallets.data)
    return (
      <SkeletonGroup label="Loading your wallets">
        <Skeleton height="9rem" shape="rect" />
      </SkeletonGroup>
    );
  return (
    <div className={styles.tiles}>
      {wallets.data.map((wallet) => (
        <WalletTile key={wallet.ticker} wallet={wallet} onOpen={onOpen} />
      ))}
    </div>
  );
}

function WalletTile({ wallet, onOpen }: { wallet: MainWallet } & WalletTilesProps) {
  const balance = formatAmount(wallet.main_wallet_balance, { decimals: CRYPTO_DECIMALS });
  const fiat = formatAmount(wallet.fiat_equivalent, { decimals: 2 });
  return (
    <Tile title={`Main Wallet ${wallet.ticker}`}>
      <p className={styles.balance}>
        {balance ?? '—'} {wallet.ticker}
      </p>
      {fiat !== undefined && (
        <p className={styles.fiat}>
          ≈ {fiat} {wallet.fiat_id ?? 'USD'}
        </p>
      )}
      <div className={styles.buttons}>
        <Button size="sm" onPress={() => onOpen('/deposit')}>
          Deposit
        </Button>
        <Button size="sm" variant="secondary" onPress={() => onOpen('/withdraw')}>
          Withdraw
        </Button>
      </div>
    </Tile>
  );
}
