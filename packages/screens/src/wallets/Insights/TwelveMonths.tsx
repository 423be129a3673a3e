import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart, Card, formatMoney, Link } from '@wallet/ui';
import { pageStyles as page } from '../../common';
import { filterParams } from '../History/filters';
import type { Insights, Month, Series } from './insightsSums';
import styles from './insights.module.css';
import { monthName } from './monthName';

/** Twelve months of money out: one chart per ticker and one for the card. */
export function TwelveMonths({
  insights,
  onChoose,
}: {
  insights: Insights;
  onChoose: (month: Month) => void;
}) {
  const { t } = useLingui();
  const chart = (series: Series) => {
    const unit = series.unit;
    const title =
      series.id === 'card'
        ? t`Card spending per month, in ${unit}`
        : t`Money out per month, in ${unit}`;
    const bar = series.bars.find((b) => b.month === insights.month);
    const name = monthName(insights.month);
    return (
      <div className={page.stack}>
        <BarChart
          title={title}
          data={series.bars.map((b) => ({
            key: b.month,
            label: monthName(b.month, 'short'),
            longLabel: monthName(b.month),
            value: b.out,
            valueText:
              formatMoney(b.out, { ticker: unit, decimals: series.decimals }) ?? `${b.out} ${unit}`,
          }))}
          selectedKey={insights.month}
          onSelect={onChoose}
          labelHeader={t`Month`}
          valueHeader={series.id === 'card' ? t`Spent` : t`Money out`}
        />
        {bar && (
          <p className={page.muted}>
            <Trans>
              {name}:{' '}
              <Link href={`/transactions?${filterParams(bar.filters).toString()}`}>
                the transactions behind this bar
              </Link>
            </Trans>
          </p>
        )}
      </div>
    );
  };
  // Every chart at once, one under another: nothing of the year hidden behind a tab.
  return (
    <Card title={t`Twelve months`}>
      <div className={styles.charts}>
        {insights.series.map((s) => (
          <div key={s.id}>{chart(s)}</div>
        ))}
      </div>
    </Card>
  );
}
