import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Amount, AMOUNT_DECIMALS, CardIcon, EmptyState, Table, type TableColumn } from '@wallet/ui';
import type { CardTxnRow } from './txnStatus';
import styles from './cards.module.css';
import { TICKER } from '../tickers';

/** The table's columns, built as it renders: their headers in the active language. */
const columns = (): TableColumn<CardTxnRow>[] => [
  {
    id: 'date',
    header: t`Date`,
    isRowHeader: true,
    cell: (row) => <time dateTime={row.at}>{row.date}</time>,
  },
  { id: 'card', header: t`Card`, cell: (row) => `•••• ${row.cardLastFour}` },
  { id: 'description', header: t`Description`, cell: (row) => row.description },
  {
    id: 'amount',
    header: t`Amount`,
    align: 'end',
    // Any fiat currency (MYR, EUR...) shows 2 decimals, as USD does.
    cell: (row) => (
      <Amount value={row.fiatAmount} ticker={row.currency} decimals={AMOUNT_DECIMALS.usd} />
    ),
  },
  {
    id: 'usd',
    header: t`Amount (USD)`,
    align: 'end',
    cell: (row) => <Amount value={row.usdAmount} ticker={TICKER.usd} />,
  },
  {
    id: 'status',
    header: t`Status`,
    cell: (row) => (
      <span className={styles.status} data-status={row.statusKey}>
        {row.status.label}
      </span>
    ),
  },
];

/** The card history: 10 rows a page, reversals struck through, "No record" when empty. */
export function CardTransactionsTable({ rows }: { rows: CardTxnRow[] }) {
  const { t } = useLingui();
  return (
    <Table
      aria-label={t`Card transactions`}
      columns={columns()}
      rows={rows}
      getRowId={(row) => row.id}
      pageSize={10}
      emptyText={
        <EmptyState
          icon={<CardIcon />}
          title={t`No record`}
          description={t`Pay with your card and its purchases, top-ups and refunds show here.`}
        />
      }
      getRowState={(row) => (row.status.struck ? 'struck' : undefined)}
      narrowLayout="stack"
    />
  );
}
