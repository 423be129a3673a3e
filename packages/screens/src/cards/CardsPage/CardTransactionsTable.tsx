import { Amount, AMOUNT_DECIMALS, CardIcon, EmptyState, Table, type TableColumn } from '@wallet/ui';
import type { CardTxnRow } from './txnStatus';
import styles from './cards.module.css';

const COLUMNS: TableColumn<CardTxnRow>[] = [
  {
    id: 'date',
    header: 'Date',
    isRowHeader: true,
    cell: (row) => <time dateTime={row.at}>{row.date}</time>,
  },
  { id: 'card', header: 'Card', cell: (row) => `•••• ${row.cardLastFour}` },
  { id: 'description', header: 'Description', cell: (row) => row.description },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    // Any fiat currency (MYR, EUR...) shows 2 decimals, as USD does.
    cell: (row) => (
      <Amount value={row.fiatAmount} ticker={row.currency} decimals={AMOUNT_DECIMALS.usd} />
    ),
  },
  {
    id: 'usd',
    header: 'Amount (USD)',
    align: 'end',
    cell: (row) => <Amount value={row.usdAmount} ticker="USD" />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <span className={styles.status} data-status={row.status.label.toLowerCase()}>
        {row.status.label}
      </span>
    ),
  },
];

/** The card history: 10 rows a page, reversals struck through, "No record" when empty. */
export function CardTransactionsTable({ rows }: { rows: CardTxnRow[] }) {
  return (
    <Table
      aria-label="Card transactions"
      columns={COLUMNS}
      rows={rows}
      getRowId={(row) => row.id}
      pageSize={10}
      emptyText={
        <EmptyState
          icon={<CardIcon />}
          title="No record"
          description="Pay with your card and its purchases, top-ups and refunds show here."
        />
      }
      getRowState={(row) => (row.status.struck ? 'struck' : undefined)}
      narrowLayout="stack"
    />
  );
}
