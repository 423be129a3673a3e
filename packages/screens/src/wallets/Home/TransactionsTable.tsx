import { Amount, Badge, EmptyState, HistoryIcon, Link, Table, type TableColumn } from '@wallet/ui';
import type { TransactionRow } from '../money/transactions';
import styles from './home.module.css';

/** Rows per page; pagination only above it (spec 2 section 9). */
export const TRANSACTIONS_PAGE_SIZE = 10;

const COLUMNS: TableColumn<TransactionRow>[] = [
  {
    id: 'date',
    header: 'Date',
    isRowHeader: true,
    cell: (row) => <time dateTime={row.at}>{row.date}</time>,
  },
  {
    id: 'transaction',
    header: 'Transaction',
    cell: (row) => (
      <span className={styles.what}>
        <span>
          {row.title} {row.pending && <Badge tone="warning">Pending</Badge>}
        </span>
        {row.detail && <span className={styles.detail}>{row.detail}</span>}
      </span>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (row) => <Amount value={row.amount} ticker={row.ticker} signed />,
  },
  {
    id: 'explorer',
    header: 'Explorer',
    cell: (row) =>
      // A web address: ui's Link opens it in a new tab without a referrer, never via the router.
      row.explorerUrl ? (
        <Link
          href={row.explorerUrl}
          variant="standalone"
          aria-label={`View transaction ${row.id} on the explorer`}
        >
          View
        </Link>
      ) : (
        <span className={styles.detail}>—</span>
      ),
  },
];

/** The history table: 10 rows a page, pagination only above that, "No record" when empty. */
export function TransactionsTable({ rows }: { rows: TransactionRow[] }) {
  return (
    <Table
      aria-label="Recent Transactions"
      columns={COLUMNS}
      rows={rows}
      getRowId={(row) => row.id}
      pageSize={TRANSACTIONS_PAGE_SIZE}
      emptyText={
        <EmptyState
          icon={<HistoryIcon />}
          title="No record"
          description="Deposit USDC to your Main Wallet and your transactions show here."
        />
      }
      // On a phone each transaction is a small card: date, what, amount, link at a glance.
      narrowLayout="stack"
    />
  );
}
