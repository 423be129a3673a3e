import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAddressBook, useCardTransactions, useProfile, useTransactions } from '@wallet/api';
import {
  Amount,
  Badge,
  Button,
  Card,
  EmptyState,
  formatCount,
  HistoryIcon,
  NoMatchIcon,
  PageHeader,
  Select,
  Skeleton,
  SkeletonGroup,
  TextField,
  VirtualList,
  type VirtualListSection,
} from '@wallet/ui';
import { CARD_LEVEL, LoadFailed, pageStyles as page } from '../../common';
import {
  RANGES,
  activeFilters,
  applyFilters,
  assetsOf,
  filterParams,
  hidingFilters,
  readFilters,
  todayIn,
  type Filters,
} from './filters';
import { KINDS, STATUSES, historyRows, type HistoryRow } from './history';
import styles from './history.module.css';

// The detail and the export load when used: most visits only look and filter.
const TransactionDetail = lazy(() =>
  import('./TransactionDetail').then((m) => ({ default: m.TransactionDetail })),
);

const ALL = 'all';
const option = (id: string, label: string) => ({ id, label });
const KIND_OPTIONS = [
  option(ALL, 'All kinds'),
  ...Object.entries(KINDS).map(([id, l]) => option(id, l)),
];
const STATUS_OPTIONS = [
  option(ALL, 'All statuses'),
  ...Object.entries(STATUSES).map(([id, l]) => option(id, l)),
];
const RANGE_OPTIONS = [
  option(ALL, 'All time'),
  ...Object.entries(RANGES).map(([id, l]) => option(id, l)),
];
/** How long typing rests before the search is written into the URL. */
const SEARCH_TO_URL_MS = 300;

const headings = new Map<string, string>();
/** A day's heading: "Friday, 20 November 2026" (the day is already the user's). */
function dayHeading(day: string) {
  let heading = headings.get(day);
  if (!heading) {
    const date = new Date(`${day}T12:00:00Z`);
    heading = Number.isNaN(date.getTime())
      ? 'Date not available'
      : date.toLocaleDateString('en-GB', {
          timeZone: 'UTC',
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        });
    headings.set(day, heading);
  }
  return heading;
}

/** Rows in sections by day, in their order (newest first). */
function byDay(rows: readonly HistoryRow[]): VirtualListSection<HistoryRow>[] {
  const sections: VirtualListSection<HistoryRow>[] = [];
  for (const row of rows) {
    const last = sections.at(-1);
    if (last && last.id === (row.day || 'unknown')) last.items.push(row);
    else sections.push({ id: row.day || 'unknown', title: dayHeading(row.day), items: [row] });
  }
  return sections;
}

function HistoryRowView({ row }: { row: HistoryRow }) {
  return (
    <div className={styles.row}>
      <span className={styles.what}>
        <span className={styles.title} data-struck={row.struck || undefined}>
          {row.title}
          {row.status !== 'completed' && (
            <Badge tone={row.status === 'pending' ? 'warning' : 'neutral'}>
              {STATUSES[row.status]}
            </Badge>
          )}
        </span>
        <span className={styles.detail}>
          <time dateTime={row.at}>{row.date}</time>
          {row.detail && ` · ${row.detail}`}
        </span>
      </span>
      <Amount value={row.amount} decimals={row.decimals} signed ticker={row.currency} />
    </div>
  );
}

/**
 * /transactions, All Transactions (issue 28): the wallet and card histories as one list by day,
 * newest first, with filters kept in the URL, a match count, an export of what they show, and
 * each transaction's detail at /transactions/:id over the list.
 */
export function TransactionsScreen() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const profile = useProfile();
  const cardLevel = profile.data?.kyc_level_name === CARD_LEVEL;
  const wallet = useTransactions();
  const card = useCardTransactions(cardLevel);
  const book = useAddressBook();
  const timeZone = profile.data?.timezone;
  // Dates wait for the profile's timezone (or its failure) so they never jump zones.
  const profileSettled = !!(profile.data || profile.error);
  const ready = !!wallet.data && profileSettled && (!cardLevel || !!card.data);
  const failed = wallet.error || (cardLevel && card.error);

  const rows = useMemo(
    () =>
      ready ? historyRows(wallet.data!, (cardLevel && card.data) || [], timeZone, book.data) : [],
    [ready, wallet.data, card.data, cardLevel, timeZone, book.data],
  );
  const today = todayIn(timeZone);

  // The search box answers every key at once; the list follows as soon as it can (deferred),
  // and the URL takes the text once typing rests.
  const [query, setQuery] = useState(filters.q);
  const written = useRef(filters.q);
  useEffect(() => {
    // The URL changed by Back, Forward or a link: the box shows what it says.
    if (filters.q !== written.current) {
      written.current = filters.q;
      setQuery(filters.q);
    }
  }, [filters.q]);
  useEffect(() => {
    if (query === filters.q) return;
    const timer = setTimeout(() => {
      written.current = query;
      setParams(filterParams({ ...filters, q: query }), {
        replace: true,
        preventScrollReset: true,
      });
    }, SEARCH_TO_URL_MS);
    return () => clearTimeout(timer);
  }, [query, filters, setParams]);

  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () => applyFilters(rows, { ...filters, q: deferredQuery }, today),
    [rows, filters, deferredQuery, today],
  );
  const sections = useMemo(() => byDay(shown), [shown]);
  const current = { ...filters, q: query };
  const active = activeFilters(current);

  const change = (next: Partial<Filters>) =>
    setParams(filterParams({ ...current, ...next }), { preventScrollReset: true });
  const select = (value: string | number | null) =>
    value === ALL || value === null ? undefined : String(value);

  const search = location.search;
  const selected = id ? rows.find((r) => r.id === id) : undefined;

  const exportShown = () =>
    void import('./exportCsv').then((m) => m.exportHistory(shown, current, today, timeZone));

  return (
    <div className={page.page}>
      <PageHeader
        title="All Transactions"
        description="Your wallet and card transactions, newest first."
        back={{ href: '/dashboard', label: 'Back to Home' }}
        actions={
          <Button variant="secondary" isDisabled={!shown.length} onPress={exportShown}>
            Export CSV
          </Button>
        }
      />
      <Card>
        <div className={page.stack}>
          <div role="search" className={styles.filters} aria-label="Filter transactions">
            <TextField
              label="Search"
              type="search"
              inputMode="search"
              placeholder="Description, name, address or hash"
              value={query}
              onChange={setQuery}
              className={styles.search}
            />
            <Select
              label="Kind"
              items={KIND_OPTIONS}
              selectedKey={filters.kind ?? ALL}
              onSelectionChange={(key) => change({ kind: select(key) as Filters['kind'] })}
            />
            <Select
              label="Asset"
              items={[option(ALL, 'All assets'), ...assetsOf(rows).map((a) => option(a, a))]}
              selectedKey={filters.asset ?? ALL}
              onSelectionChange={(key) => change({ asset: select(key) })}
            />
            <Select
              label="Status"
              items={STATUS_OPTIONS}
              selectedKey={filters.status ?? ALL}
              onSelectionChange={(key) => change({ status: select(key) as Filters['status'] })}
            />
            <Select
              label="Dates"
              items={RANGE_OPTIONS}
              selectedKey={filters.range ?? ALL}
              onSelectionChange={(key) => change({ range: select(key) as Filters['range'] })}
            />
            {filters.range === 'custom' && (
              <>
                <TextField
                  label="From"
                  type="date"
                  value={filters.from ?? ''}
                  onChange={(from) => change({ from: from || undefined })}
                />
                <TextField
                  label="To"
                  type="date"
                  value={filters.to ?? ''}
                  onChange={(to) => change({ to: to || undefined })}
                />
              </>
            )}
          </div>
          {ready && (
            <div className={styles.summary}>
              <p role="status" className={page.muted}>
                {active.length
                  ? `${formatCount(shown.length)} of ${formatCount(rows.length)} transactions match`
                  : `${formatCount(rows.length)} transactions`}
              </p>
              {active.length > 0 && (
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => {
                    written.current = '';
                    setQuery('');
                    setParams(new URLSearchParams(), { preventScrollReset: true });
                  }}
                >
                  Clear all
                </Button>
              )}
            </div>
          )}
          {ready ? (
            rows.length === 0 ? (
              <EmptyState
                icon={<HistoryIcon />}
                title="No transactions yet"
                description="Deposits, withdrawals, card payments and rewards will show here."
              />
            ) : shown.length === 0 ? (
              <EmptyState
                icon={<NoMatchIcon />}
                title="No transactions match"
                description={`Hidden by ${hidingFilters(rows, current, today).join(' and ')}. Change it or clear the filters.`}
              />
            ) : (
              <VirtualList
                aria-label="Transactions"
                sections={sections}
                textValue={(row) => `${row.title}, ${row.amount} ${row.currency}, ${row.date}`}
                href={(row) => `/transactions/${encodeURIComponent(row.id)}${search}`}
                routerOptions={{ state: { fromList: true } }}
                dependencies={[search]}
              >
                {(row) => <HistoryRowView row={row} />}
              </VirtualList>
            )
          ) : failed ? (
            <LoadFailed
              what="Your transactions"
              onRetry={() => {
                void wallet.mutate();
                if (cardLevel) void card.mutate();
              }}
            />
          ) : (
            <SkeletonGroup label="Loading your transactions">
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} height="3.5rem" shape="rect" />
              ))}
            </SkeletonGroup>
          )}
        </div>
      </Card>
      {id && ready && (
        <Suspense fallback={null}>
          <TransactionDetail
            row={selected}
            timeZone={timeZone}
            addressBook={book.data ?? []}
            onClose={() => {
              // Opened from the list: Back is the way (the list's URL, filters and all).
              if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
              else void navigate({ pathname: '/transactions', search }, { replace: true });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
