import { useWallets, type MainWallet } from '@wallet/api';
import { Button, formatAmount, Skeleton, SkeletonGroup, Tile } from '@wallet/ui';
import { LoadFailed } from '../../common';
import { CRYPTO_DECIMALS } from '../money/transactions';
import styles from './home.module.css';

export interface WalletTilesProps {
  /** Deposit, Withdraw or Buy Crypto pressed: the caller passes the identity gate, then opens the page. */
  onOpen: (path: '/deposit' | '/withdraw' | '/buy-crypto') => void;
}

/**
 * One Main Wallet tile per wallet (USDC, and VEF once created): balance, fiat, Deposit, Withdraw;
 * the USDC tile also Buy Crypto.
 */
export function WalletTiles({ onOpen }: WalletTilesProps) {
  const wallets = useWallets();
  if (wallets.error && !wallets.data)
    return <LoadFailed what="Your wallets" onRetry={() => void wallets.mutate()} />;
  if (!wallets.data)
    return (
      <SkeletonGroup label="Loading your wallets">
        <div className={styles.tiles}>
          <TileSkeleton />
        </div>
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
      <p className={styles.balance} data-testid="hero-balance">
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
        {/* The partner exchange buys into the USDC address (Buy Crypto's page shows it). */}
        {wallet.ticker === 'USDC' && (
          <Button size="sm" variant="secondary" onPress={() => onOpen('/buy-crypto')}>
            Buy Crypto
          </Button>
        )}
      </div>
    </Tile>
  );
}

/**
 * A wallet tile's placeholder, line for line the real one (title, balance, fiat, buttons) so the
 * tile takes its own height when it arrives. The rest of Home renders once the list is in (how
 * many tiles stack on a phone is known then), so nothing below it moves.
 */
function TileSkeleton() {
  const line = (size: string) => `calc(var(${size}) * var(--line-height-normal))`;
  return (
    <Tile>
      <Skeleton width="9rem" height={line('--font-size-md')} />
      <Skeleton width="70%" height={line('--font-size-2xl')} />
      <Skeleton width="45%" height={line('--font-size-md')} />
      <div className={styles.buttons}>
        <Skeleton width="5.5rem" height="2rem" shape="rect" />
        <Skeleton width="5.5rem" height="2rem" shape="rect" />
        <Skeleton width="6.5rem" height="2rem" shape="rect" />
      </div>
    </Tile>
  );
}
