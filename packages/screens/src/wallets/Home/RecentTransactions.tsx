import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProfile, useTransactions } from '@wallet/api';
import { Card, Link, TableSkeleton } from '@wallet/ui';
import { LoadFailed } from '../../common';
import { transactionRows } from '../money/transactions';
import { TransactionsTable } from './TransactionsTable';

/**
 * Recent Transactions: newest first, dates in the profile's timezone, pending rows marked,
 * on-chain rows linking to their explorer, signed amounts with USDT shown as USDC.
 */
export function RecentTransactions() {
  const { t } = useLingui();
  const transactions = useTransactions();
  const profile = useProfile();
  // Dates wait for the profile's timezone (or its failure) so they never jump zones.
  const ready = transactions.data && (profile.data || profile.error);
  const timeZone = profile.data?.timezone;
  const rows = useMemo(
    () => (transactions.data ? transactionRows(transactions.data, timeZone) : []),
    [transactions.data, timeZone],
  );
  const loading = <TableSkeleton label={t`Loading your transactions`} columns={4} />;
  return (
    <Card
      title={t`Recent Transactions`}
      actions={
        <Link href="/transactions" variant="standalone">
          <Trans>View all</Trans>
        </Link>
      }
    >
      {ready ? (
        <TransactionsTable rows={rows} />
      ) : transactions.error ? (
        <LoadFailed what={t`Your transactions`} onRetry={() => void transactions.mutate()} />
      ) : (
        loading
      )}
    </Card>
  );
}
