import { useLingui } from '@lingui/react/macro';
import { useWallets, type MainWallet } from '@wallet/api';
import {
  Amount,
  AMOUNT_DECIMALS,
  toDecimal,
  BuyIcon,
  IconButton,
  IconButtonRow,
  ReceiveIcon,
  SendIcon,
  Skeleton,
  SkeletonGroup,
  Tile,
} from '@wallet/ui';
import { LoadFailed } from '../../common';
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
  const { t } = useLingui();
  const wallets = useWallets();
  if (wallets.error && !wallets.data)
    return <LoadFailed what={t`Your wallets`} onRetry={() => void wallets.mutate()} />;
  if (!wallets.data)
    return (
      <SkeletonGroup label={t`Loading your wallets`}>
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
  const { t } = useLingui();
  const { ticker } = wallet;
  return (
    <Tile title={t`Main Wallet ${ticker}`}>
      <p className={styles.balance} data-testid="hero-balance">
        <Amount value={wallet.main_wallet_balance} ticker={wallet.ticker} size="hero" />
      </p>
      {toDecimal(wallet.fiat_equivalent) && (
        <p className={styles.fiat}>
          ≈{' '}
          <Amount
            value={wallet.fiat_equivalent}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a currency code
            ticker={wallet.fiat_id ?? 'USD'}
            decimals={AMOUNT_DECIMALS.usd}
          />
        </p>
      )}
      <div className={styles.tileActions}>
        <IconButtonRow label={t`Main Wallet ${ticker} actions`}>
          <IconButton
            icon={<ReceiveIcon />}
            label={t`Deposit`}
            tone="primary"
            onPress={() => onOpen('/deposit')}
          />
          <IconButton icon={<SendIcon />} label={t`Withdraw`} onPress={() => onOpen('/withdraw')} />
          {/* The partner exchange buys into the USDC address (Buy Crypto's page shows it). */}
          {wallet.ticker === 'USDC' && (
            <IconButton
              icon={<BuyIcon />}
              label={t`Buy Crypto`}
              onPress={() => onOpen('/buy-crypto')}
            />
          )}
        </IconButtonRow>
      </div>
    </Tile>
  );
}

/**
 * A wallet tile's placeholder, line for line the real one (title, balance, fiat, actions) so the
 * tile takes its own height when it arrives. The rest of Home renders once the list is in (how
 * many tiles stack on a phone is known then), so nothing below it moves.
 */
function TileSkeleton() {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value
  const line = (size: string) => `calc(var(${size}) * var(--line-height-normal))`;
  return (
    <Tile>
      <Skeleton width="9rem" height={line('--font-size-sm')} />
      <Skeleton width="70%" height={line('--font-size-2xl')} />
      <Skeleton width="45%" height={line('--font-size-md')} />
      <div className={styles.tileActions}>
        <div className={styles.skeletonActions}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} width="2.75rem" height="2.75rem" shape="circle" />
          ))}
        </div>
      </div>
    </Tile>
  );
}
