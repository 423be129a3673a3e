import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useCardTransactions, useProfile, type Card as CardData } from '@wallet/api';
import { Card, Select, TableSkeleton } from '@wallet/ui';
import { LoadFailed } from '../../common';
import { CardTransactionsTable } from './CardTransactionsTable';
import { cardTxnRows } from './txnStatus';
import styles from './cards.module.css';

/** The URL's query parameter holding the card filter (a card's last four digits). */
const CARD_FILTER_PARAM = 'card';
const ALL = 'all';

/** Transaction history with a card filter (all cards or one), kept in the URL. */
export default function CardTransactions({ cards }: { cards: CardData[] }) {
  const txns = useCardTransactions();
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const { t } = useLingui();
  const options = [
    { id: ALL, label: t`All cards` },
    ...cards.map(({ type, last_four_digits: lastFour }) => ({
      id: lastFour,
      label: type === 'physical' ? t`Physical •••• ${lastFour}` : t`Virtual •••• ${lastFour}`,
    })),
  ];
  const wanted = params.get(CARD_FILTER_PARAM);
  const filter = options.some((o) => o.id === wanted && o.id !== ALL) ? wanted! : ALL;
  const timeZone = profile.data?.timezone;
  const rows = useMemo(
    () => cardTxnRows(txns.data ?? [], timeZone, filter === ALL ? undefined : filter),
    [txns.data, timeZone, filter],
  );
  const ready = txns.data && (profile.data || profile.error);
  const loading = <TableSkeleton label={t`Loading card transactions`} columns={6} />;
  return (
    <Card title={t`Transaction History`}>
      <div className={styles.history}>
        <div className={styles.filter}>
          <Select
            label={t`Card`}
            items={options}
            selectedKey={filter}
            onSelectionChange={(key) => {
              const next = new URLSearchParams(params);
              if (key === null || key === ALL) next.delete(CARD_FILTER_PARAM);
              else next.set(CARD_FILTER_PARAM, String(key));
              setParams(next, { replace: true });
            }}
          />
        </div>
        {ready ? (
          <CardTransactionsTable rows={rows} />
        ) : txns.error ? (
          <LoadFailed what={t`Your card transactions`} onRetry={() => void txns.mutate()} />
        ) : (
          loading
        )}
      </div>
    </Card>
  );
}
