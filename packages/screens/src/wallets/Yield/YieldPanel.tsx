import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useYieldWallet } from '@wallet/api';
import {
  Amount,
  formatPercent,
  EarnIcon,
  IconButton,
  IconButtonRow,
  RedeemIcon,
  Skeleton,
  SkeletonGroup,
  Tile,
} from '@wallet/ui';
import { LoadFailed } from '../../common';
import styles from '../Home/home.module.css';
import { YIELD_AMOUNT } from '../money/yieldAmount';
import type { YieldAction } from './YieldDialog';

// The form (react-hook-form, zod) loads when a dialog opens, not with Home.
const YieldDialog = lazy(() => import('./YieldDialog').then((m) => ({ default: m.YieldDialog })));

export interface YieldPanelProps {
  /** Earn or Redeem pressed: the caller passes the identity gate, then calls `open`. */
  onGuard: (open: () => void) => void;
  /** Back To Home on a success dialog. */
  onBackToHome: () => void;
}

/** The Yield Wallet tile: balance, cumulative reward, APY as a percent; Earn and Redeem at its foot. */
export function YieldPanel({ onGuard, onBackToHome }: YieldPanelProps) {
  const { t } = useLingui();
  const wallet = useYieldWallet();
  const [action, setAction] = useState<YieldAction | null>(null);
  const data = wallet.data;

  return (
    <Tile title={t`Yield Wallet`}>
      {data ? (
        <dl className={styles.figures}>
          <div>
            <dt>
              <Trans>Yield Balance</Trans>
            </dt>
            <dd>
              <Amount
                value={data.yield_balance}
                ticker={data.ticker}
                decimals={YIELD_AMOUNT.decimals}
              />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Cumulative Reward</Trans>
            </dt>
            <dd>
              <Amount
                value={data.cumulative_reward}
                ticker={data.ticker}
                decimals={YIELD_AMOUNT.decimals}
              />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>APY</Trans>
            </dt>
            <dd>{formatPercent(data.apy) ?? '—'}</dd>
          </div>
        </dl>
      ) : wallet.error ? (
        <LoadFailed what={t`Your Yield Wallet`} onRetry={() => void wallet.mutate()} />
      ) : (
        <SkeletonGroup label={t`Loading your Yield Wallet`}>
          {/* Shaped like the figures: three labels over their values. */}
          <div className={styles.figures}>
            {[0, 1, 2].map((i) => (
              <div key={i} className={styles.what}>
                <Skeleton width="6rem" />
                <Skeleton width="8rem" height="1.5rem" />
              </div>
            ))}
          </div>
        </SkeletonGroup>
      )}
      <div className={styles.tileActions}>
        <IconButtonRow label={t`Yield Wallet actions`}>
          <IconButton
            icon={<EarnIcon />}
            label={t`Earn`}
            tone="primary"
            isDisabled={!data}
            onPress={() => onGuard(() => setAction('earn'))}
          />
          <IconButton
            icon={<RedeemIcon />}
            label={t`Redeem`}
            isDisabled={!data}
            onPress={() => onGuard(() => setAction('redeem'))}
          />
        </IconButtonRow>
      </div>
      {action && data && (
        <Suspense>
          <YieldDialog
            action={action}
            wallet={data}
            onClose={() => setAction(null)}
            onBackToHome={onBackToHome}
          />
        </Suspense>
      )}
    </Tile>
  );
}
