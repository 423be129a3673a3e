import { useMemo } from 'react';
import { Big } from 'big.js';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProfile, useTransactions } from '@wallet/api';
import { Amount, formatPercent, Link, Skeleton, SkeletonGroup, Tile } from '@wallet/ui';
import { LoadFailed } from '../../common';
import { todayIn } from '../History/filters';
import { historyRows } from '../History/history';
import { addMonths, monthDays, monthOf, monthToDate } from '../Insights/insightsSums';
import styles from './home.module.css';

/** The Main Wallet's money (spec 1): the glance's unit. */
const TICKER = 'USDC'; // eslint-disable-line lingui/no-unlocalized-strings -- a ticker

/**
 * This month's money out of the Main Wallet so far, and the same days of last month: from the
 * rows since last month began (Home reads the history already; a long history costs nothing
 * more here).
 */
function useMonthToDate() {
  const profile = useProfile();
  const wallet = useTransactions();
  const timeZone = profile.data?.timezone;
  const settled = !!(profile.data || profile.error);
  const sums = useMemo(() => {
    if (!wallet.data || !settled) return undefined;
    const today = todayIn(timeZone);
    // Only the rows since last month began, with a day's margin for the time zone: historyRows
    // puts each on the customer's day.
    const lastMonth = monthDays(addMonths(monthOf(today), -1)).from;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO date-time
    const since = Date.parse(`${lastMonth}T00:00:00Z`) - 86_400_000;
    const recent = wallet.data.filter((txn) => !(Date.parse(txn.date) < since));
    return monthToDate(historyRows(recent, [], timeZone), TICKER, today);
  }, [wallet.data, settled, timeZone]);
  // The history could not be read: said here too (Recent Transactions says it below, maybe out
  // of view), never a skeleton that waits for nothing.
  const failed = !wallet.data && !!wallet.error;
  return { sums, failed, retry: () => void wallet.mutate() };
}

/**
 * Home's glance (issue 43): "This month", money out so far and its change against the same days
 * of last month, linking to /insights. It renders with Home's panels, after the balances, from
 * the history Home has read.
 */
export function ThisMonthTile() {
  const { t } = useLingui();
  const { sums, failed, retry } = useMonthToDate();
  if (!sums && failed) return <LoadFailed what={t`This month`} onRetry={retry} />;
  if (!sums)
    return (
      <SkeletonGroup label={t`Loading this month`}>
        <Skeleton height="8rem" shape="rect" />
      </SkeletonGroup>
    );
  const now = new Big(sums.now).abs();
  const before = new Big(sums.before).abs();
  const change = before.eq(0)
    ? undefined
    : formatPercent(
        now.minus(before).div(before).abs().times(100).round(0, Big.roundDown).toString(),
      );
  return (
    <Tile title={t`This month`}>
      <p className={styles.balance}>
        <Amount value={sums.now} signed ticker={TICKER} size="hero" />
      </p>
      <p className={styles.fiat}>
        {before.eq(0) ? (
          <Trans>Money out so far. Nothing went out by this day last month.</Trans>
        ) : now.gt(before) ? (
          <Trans>Money out so far: {change} more than by this day last month.</Trans>
        ) : now.lt(before) ? (
          <Trans>Money out so far: {change} less than by this day last month.</Trans>
        ) : (
          <Trans>Money out so far: the same as by this day last month.</Trans>
        )}
      </p>
      <Link href="/insights" variant="standalone">
        <Trans>See where it went</Trans>
      </Link>
    </Tile>
  );
}
