import { lazy, Suspense, useMemo, useState } from 'react';
import { Big } from 'big.js';
import { i18n } from '@lingui/core';
import { useNavigate, useSearchParams } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCardTransactions, useProfile, useTransactions } from '@wallet/api';
import {
  Amount,
  Button,
  Card,
  EmptyState,
  HistoryIcon,
  Link,
  PageHeader,
  Skeleton,
  SkeletonGroup,
} from '@wallet/ui';
import { CARD_LEVEL, LoadFailed, pageStyles as page } from '../../common';
import { FLOWS, filterParams, todayIn } from '../History/filters';
import { historyRows, KINDS } from '../History/history';
import {
  insightsOf,
  monthOf,
  readMonth,
  addMonths,
  type CardMonth,
  type Figure,
  type Month,
  type TickerMonth,
} from './insightsSums';
import styles from './insights.module.css';
import { monthName } from './monthName';

// The twelve months' chart comes after the month's figures: its code (the chart's scales) loads
// beside the page's first render instead of in its way.
const TwelveMonths = lazy(() =>
  import('./TwelveMonths').then((m) => ({ default: m.TwelveMonths })),
);

/** How many merchants the card's list names before "Everything else". */
const TOP_MERCHANTS = 5;

/** A day (YYYY-MM-DD) as the spec writes dates: DD/MM/YYYY. */
const formatDay = (day: string) => day.split('-').reverse().join('/');

/** A figure as a link to the /transactions list whose total it is. */
function FigureLink({
  figure,
  ticker,
  decimals,
}: {
  figure: Figure;
  ticker: string;
  decimals: number;
}) {
  return (
    <Link href={`/transactions?${filterParams(figure.filters).toString()}`}>
      <Amount value={figure.value} decimals={decimals} signed ticker={ticker} />
    </Link>
  );
}

/** A label and its linked figure, in a `dl`. */
function FigureRow({
  label,
  figure,
  ticker,
  decimals,
  note,
}: {
  label: string;
  figure: Figure;
  ticker: string;
  decimals: number;
  note?: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {/* Nothing of the kind: no list to go to. */}
        {figure.count ? (
          <FigureLink figure={figure} ticker={ticker} decimals={decimals} />
        ) : (
          <Amount value={figure.value} decimals={decimals} ticker={ticker} />
        )}
        {note && <span className={styles.note}>{note}</span>}
      </dd>
    </div>
  );
}

/** A ticker's month: in, out, net, and by kind. */
function WalletMonth({ wallet }: { wallet: TickerMonth }) {
  const { t } = useLingui();
  const { ticker } = wallet;
  return (
    <Card title={t`${ticker} in your wallets`}>
      <div className={page.stack}>
        <dl className={page.summary}>
          <FigureRow label={t`Money in`} figure={wallet.moneyIn} ticker={ticker} decimals={6} />
          <FigureRow label={t`Money out`} figure={wallet.moneyOut} ticker={ticker} decimals={6} />
          <FigureRow label={t`Net`} figure={wallet.net} ticker={ticker} decimals={6} />
        </dl>
        <h3 className={styles.caption}>
          <Trans>By kind</Trans>
        </h3>
        <dl className={page.summary}>
          {wallet.byKind.flatMap(({ kind, moneyIn, moneyOut }) => {
            const kindName = KINDS[kind];
            // A kind that moved both ways (yield: earned and redeemed) says which is which.
            const both = !!moneyIn && !!moneyOut;
            return (
              [
                ['in', moneyIn],
                ['out', moneyOut],
              ] as const
            ).flatMap(([flow, figure]) => {
              if (!figure) return [];
              const flowName = FLOWS[flow].toLocaleLowerCase(i18n.locale);
              return [
                <FigureRow
                  key={`${kind} ${flow}`}
                  label={both ? t`${kindName}, ${flowName}` : kindName}
                  figure={figure}
                  ticker={ticker}
                  decimals={6}
                />,
              ];
            });
          })}
        </dl>
      </div>
    </Card>
  );
}

/** The card's month: spent, purchases, refunds, pending, the currencies and the merchants. */
function CardSpending({ card }: { card: CardMonth }) {
  const { t } = useLingui();
  const [allMerchants, setAllMerchants] = useState(false);
  const usd = 'USD'; // eslint-disable-line lingui/no-unlocalized-strings -- a currency code
  const purchases = card.purchases.count;
  const pending = card.pending.count;
  const shown = allMerchants ? card.merchants : card.merchants.slice(0, TOP_MERCHANTS);
  const rest = card.merchants.slice(TOP_MERCHANTS);
  const restCount = rest.length;
  const restSpent = rest.reduce((sum, m) => sum.plus(m.spent.value), new Big(0)).toString();
  const currencies = card.currencies.join(', ');
  return (
    <Card title={t`Card spending`}>
      <div className={page.stack}>
        <dl className={page.summary}>
          <FigureRow
            label={t`Spent, refunds deducted`}
            figure={card.spent}
            ticker={usd}
            decimals={2}
          />
          <FigureRow
            label={plural(purchases, { one: '# purchase', other: '# purchases' })}
            figure={card.purchases}
            ticker={usd}
            decimals={2}
          />
          {card.refunds.count > 0 && (
            <FigureRow label={t`Refunds`} figure={card.refunds} ticker={usd} decimals={2} />
          )}
          {pending > 0 && (
            <FigureRow
              label={plural(pending, { one: '# pending purchase', other: '# pending purchases' })}
              figure={card.pending}
              ticker={usd}
              decimals={2}
              note={t`Not in the sums until it settles`}
            />
          )}
          {currencies && (
            <div>
              <dt>
                <Trans>Paid in</Trans>
              </dt>
              <dd>{currencies}</dd>
            </div>
          )}
        </dl>
        {card.merchants.length > 0 && (
          <table className={styles.table}>
            <caption className={styles.caption}>
              <Trans>Where it went</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Merchant</Trans>
                </th>
                <th scope="col">
                  <Trans>Purchases</Trans>
                </th>
                <th scope="col">
                  <Trans>Spent</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((merchant) => (
                <tr key={merchant.name}>
                  <th scope="row" className={styles.merchant}>
                    {merchant.name}
                  </th>
                  <td>{merchant.purchases}</td>
                  <td>
                    <FigureLink figure={merchant.spent} ticker={usd} decimals={2} />
                  </td>
                </tr>
              ))}
              {!allMerchants && restCount > 0 && (
                <tr>
                  <th scope="row">
                    {plural(restCount, {
                      one: 'Everything else (# merchant)',
                      other: 'Everything else (# merchants)',
                    })}
                  </th>
                  <td>{rest.reduce((n, m) => n + m.purchases, 0)}</td>
                  <td>
                    <Amount value={restSpent} decimals={2} signed ticker={usd} />
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        )}
        {restCount > 0 && (
          <div>
            <Button variant="ghost" size="sm" onPress={() => setAllMerchants((all) => !all)}>
              {allMerchants ? t`Show the top ${TOP_MERCHANTS}` : t`Show every merchant`}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

/** The month's name as the page's section heading, and links to the months beside it. */
function MonthNavigation({ month, thisMonth }: { month: Month; thisMonth: Month }) {
  const { t } = useLingui();
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const previousName = monthName(previous);
  const nextName = monthName(next);
  return (
    <div className={styles.months}>
      <h2 className={styles.month}>{monthName(month)}</h2>
      <nav className={styles.monthLinks} aria-label={t`Months`}>
        <Link href={`/insights?month=${previous}`} variant="standalone">
          <Trans>← {previousName}</Trans>
        </Link>
        {/* Nothing after this month: no link to a month that has not happened. */}
        {month < thisMonth && (
          <Link href={`/insights?month=${next}`} variant="standalone">
            <Trans>{nextName} →</Trans>
          </Link>
        )}
      </nav>
    </div>
  );
}

/**
 * /insights (issue 43): where the money went in a month, per wallet ticker and for the card, and
 * twelve months of money out. The month is in the URL (Back, reload and a shared link keep it);
 * every figure links to the /transactions list that adds up to it.
 */
export function InsightsScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const profile = useProfile();
  const cardLevel = profile.data?.kyc_level_name === CARD_LEVEL;
  const wallet = useTransactions();
  const card = useCardTransactions(cardLevel);
  const timeZone = profile.data?.timezone;
  const profileSettled = !!(profile.data || profile.error);
  const ready = !!wallet.data && profileSettled && (!cardLevel || !!card.data);
  const failed = wallet.error || (cardLevel && card.error);

  const thisMonth = monthOf(todayIn(timeZone));
  const month = readMonth(params.get('month')) ?? thisMonth;
  // The history's rows once per answer (as /transactions reads them); the figures per month.
  // pnpm bench reads both measures (a year of 5,000 rows at 4x CPU).
  const rows = useMemo(() => {
    if (!ready) return undefined;
    performance.mark('insights-rows-start');
    const read = historyRows(wallet.data!, (cardLevel && card.data) || [], timeZone);
    performance.measure('insights-rows', 'insights-rows-start');
    return read;
  }, [ready, wallet.data, card.data, cardLevel, timeZone]);
  const insights = useMemo(() => {
    if (!rows) return undefined;
    performance.mark('insights-start');
    const result = insightsOf(rows, month, thisMonth, cardLevel);
    performance.measure('insights-sums', 'insights-start');
    return result;
  }, [rows, month, thisMonth, cardLevel]);

  const choose = (chosen: Month) => void navigate(`/insights?month=${chosen}`);
  const name = monthName(month);
  const since = insights?.firstDay && formatDay(insights.firstDay);

  return (
    <div className={page.page}>
      <PageHeader
        title={t`Insights`}
        description={t`Where your money went, month by month.`}
        back={{ href: '/dashboard', label: t`Back to Home` }}
      />
      <MonthNavigation month={month} thisMonth={thisMonth} />
      {insights ? (
        <>
          {since && (
            <p className={page.muted}>
              <Trans>From your transactions since {since}; amounts are rounded down.</Trans>
            </p>
          )}
          {insights.empty ? (
            <Card>
              <EmptyState
                icon={<HistoryIcon />}
                title={t`Nothing moved in ${name}`}
                description={t`No deposits, withdrawals or card purchases this month. Choose another month.`}
              />
            </Card>
          ) : (
            <div className={styles.sections}>
              {insights.wallets.map((w) => (
                <WalletMonth key={w.ticker} wallet={w} />
              ))}
              {insights.card && insights.card.spent.count + insights.card.pending.count > 0 && (
                <CardSpending card={insights.card} />
              )}
            </div>
          )}
          {!cardLevel && (
            <p className={page.muted}>
              <Trans>Card spending shows here once your account reaches the card level.</Trans>
            </p>
          )}
          <Suspense fallback={<Skeleton height="16rem" shape="rect" />}>
            <TwelveMonths insights={insights} onChoose={choose} />
          </Suspense>
        </>
      ) : failed ? (
        <LoadFailed
          what={t`Your transactions`}
          onRetry={() => {
            void wallet.mutate();
            if (cardLevel) void card.mutate();
          }}
        />
      ) : (
        <SkeletonGroup label={t`Loading your insights`}>
          <Skeleton height="10rem" shape="rect" />
          <Skeleton height="12rem" shape="rect" />
        </SkeletonGroup>
      )}
    </div>
  );
}
