import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Amount, Badge, EmptyState, HistoryIcon, Link, Table, type TableColumn } from '@wallet/ui';
import type { TransactionRow } from '../money/transactions';
import styles from './home.module.css';

/** Rows per page; pagination only above it (spec 2 section 9). */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** The columns; their headers read in the active language (getters). */
const COLUMNS: TableColumn<TransactionRow>[] = [
  {
    id: 'date',
    get header() {
      return t`Date`;
    },
    isRowHeader: true,
    cell: (row) => <time dateTime={row.at}>{row.date}</time>,
  },
  {
    id: 'transaction',
    get header() {
      return t`Transaction`;
    },
    cell: (row) => (
      <span className={styles.what}>
        <span>
          {row.title}{' '}
          {row.pending && (
            <Badge tone="warning">
              <Trans context="a transaction status">Pending</Trans>
            </Badge>
          )}
        </span>
        {row.detail && <span className={styles.detail}>{row.detail}</span>}
      </span>
    ),
  },
  {
    id: 'amount',
    get header() {
      return t`Amount`;
    },
    align: 'end',
    cell: (row) => <Amount value={row.amount} ticker={row.ticker} signed />,
  },
  {
    id: 'explorer',
    get header() {
      return t`Explorer`;
    },
    cell: (row) =>
      // A web address: ui's Link opens it in a new tab without a referrer, never via the router.
      row.explorerUrl ? (
        <Link href={row.explorerUrl} variant="standalone" aria-label={viewLabel(row.id)}>
          <Trans>View</Trans>
        </Link>
      ) : (
        <span className={styles.detail}>—</span>
      ),
  },
];

/** A link's name: "View transaction T1 on the explorer". */
const viewLabel = (id: string) => t`View transaction ${id} on the explorer`;

/** The history table: 10 rows a page, pagination only above that, "No record" when empty. */
export function TransactionsTable({ rows }: { rows: TransactionRow[] }) {
  const { t } = useLingui();
  return (
    <Table
      aria-label={t`Recent Transactions`}
      columns={COLUMNS}
      rows={rows}
      getRowId={(row) => row.id}
      pageSize={TRANSACTIONS_PAGE_SIZE}
      emptyText={
        <EmptyState
          icon={<HistoryIcon />}
          title={t`No record`}
          description={t`Deposit USDC to your Main Wallet and your transactions show here.`}
        />
      }
      // On a phone each transaction is a small card: date, what, amount, link at a glance.
      narrowLayout="stack"
    />
  );
}
