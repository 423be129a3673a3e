import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAddressBook, useCardTransactions, useProfile, useTransactions } from '@wallet/api';
import {
  Amount,
  Badge,
  Button,
  Card,
  EmptyState,
  formatCount,
  HistoryIcon,
  NativeSelect,
  NoMatchIcon,
  PageHeader,
  Skeleton,
  SkeletonGroup,
  TextField,
  VirtualList,
} from '@wallet/ui';
import { CARD_LEVEL, LazyGenericErrorDialog, LoadFailed, pageStyles as page } from '../../common';
import {
  FLOWS,
  RANGES,
  activeFilters,
  applyFilters,
  assetsOf,
  filterParams,
  hidingFilters,
  listTotal,
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
/** The filters' options, in the active language: made at render. */
const kindOptions = () => [
  option(ALL, t`All kinds`),
  ...Object.entries(KINDS).map(([id, l]) => option(id, l)),
];
const flowOptions = () => [
  option(ALL, t`Money in and out`),
  ...Object.entries(FLOWS).map(([id, l]) => option(id, l)),
];
const statusOptions = () => [
  option(ALL, t`All statuses`),
  ...Object.entries(STATUSES).map(([id, l]) => option(id, l)),
];
const rangeOptions = () => [
  option(ALL, t`All time`),
  ...Object.entries(RANGES).map(([id, l]) => option(id, l)),
];
/** How long typing rests before the search is written into the URL. */
const SEARCH_TO_URL_MS = 300;

const headings = new Map<string, string>();
/**
 * A day's heading in the active language: "Friday, 20 November 2026", "viernes, 20 de noviembre
 * de 2026" (the day is already the user's).
 */
function dayHeading(day: string) {
  const language = i18n.locale === 'es' ? 'es' : 'en-GB';
  const key = `${language} ${day}`;
  let heading = headings.get(key);
  if (!heading) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO date-time
    const date = new Date(`${day}T12:00:00Z`);
    // Not kept: the words follow the active language.
    if (Number.isNaN(date.getTime())) return t`Date not available`;
    heading = date.toLocaleDateString(language, {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a time zone's id
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    headings.set(key, heading);
  }
  return heading;
}

const rowHeading = (row: HistoryRow) => dayHeading(row.day);

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

const FROM_LIST = { state: { fromList: true } };
const renderRow = (row: HistoryRow) => <HistoryRowView row={row} />;

/**
 * The search box. A key renders only this box, at once; the page takes the text in a transition
 * (filtering thousands of rows, interrupted by the next key), so typing never waits for the list.
 */
function SearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [given, setGiven] = useState(value);
  // The page changed the search (Back, Forward, a link, Clear all): the box shows it.
  if (value !== given) {
    setGiven(value);
    setText(value);
  }
  return (
    <TextField
      label={t`Search`}
      type="search"
      inputMode="search"
      placeholder={t`Description, name, address or hash`}
      value={text}
      onChange={(next) => {
        setText(next);
        startTransition(() => onChange(next));
      }}
      className={styles.search}
    />
  );
}

/**
 * The list, by day. Memoised: a keystroke renders the search box at once and leaves the list
 * as it is until the deferred search has filtered the rows.
 */
const HistoryList = memo(function HistoryList({
  rows,
  search,
  focusRequest,
}: {
  rows: readonly HistoryRow[];
  search: string;
  focusRequest?: { id: string };
}) {
  const { t } = useLingui();
  return (
    <VirtualList
      aria-label={t`Transactions`}
      items={rows}
      focusRequest={focusRequest}
      heading={rowHeading}
      href={(row) => `/transactions/${encodeURIComponent(row.id)}${search}`}
      routerOptions={FROM_LIST}
    >
      {renderRow}
    </VirtualList>
  );
});

/** Clear all. Memoised: a keystroke's transition does not render react-aria's button again. */
const ClearAll = memo(function ClearAll({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="ghost" size="sm" onPress={onClear}>
      <Trans>Clear all</Trans>
    </Button>
  );
});

const select = (value: string) => (value === ALL ? undefined : value);

/** "Hidden by kind Yield and status Pending. Change it or clear the filters." */
function hiddenBy(names: string[]) {
  const filters = names.reduce((list, name) => (list ? t`${list} and ${name}` : name), '');
  return t`Hidden by ${filters}. Change it or clear the filters.`;
}

/**
 * What the rows a filter shows add up to, when they share a unit (listTotal): the figure an
 * Insights link promised (issue 43).
 */
function FilteredTotal({ rows }: { rows: readonly HistoryRow[] }) {
  const total = useMemo(() => listTotal(rows), [rows]);
  if (!total) return null;
  return (
    <p className={styles.total}>
      <Trans>
        Total:{' '}
        <Amount value={total.value} decimals={total.decimals} signed ticker={total.currency} />
      </Trans>
    </p>
  );
}

/**
 * The kind, asset, direction, status and date filters. Memoised: a keystroke in the search leaves them as
 * they are (their props change only with the URL's filters and the rows).
 */
const FilterSelects = memo(function FilterSelects({
  filters,
  assetOptions,
  change,
}: {
  filters: Filters;
  assetOptions: { id: string; label: string }[];
  change: (next: Partial<Filters>) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <NativeSelect
        label={t`Kind`}
        items={kindOptions()}
        value={filters.kind ?? ALL}
        onChange={(key) => change({ kind: select(key) as Filters['kind'] })}
      />
      <NativeSelect
        label={t`Asset`}
        items={assetOptions}
        value={filters.asset ?? ALL}
        onChange={(key) => change({ asset: select(key) })}
      />
      <NativeSelect
        label={t`Direction`}
        items={flowOptions()}
        value={filters.flow ?? ALL}
        onChange={(key) => change({ flow: select(key) as Filters['flow'] })}
      />
      <NativeSelect
        label={t`Status`}
        items={statusOptions()}
        value={filters.status ?? ALL}
        onChange={(key) => change({ status: select(key) as Filters['status'] })}
      />
      <NativeSelect
        label={t`Dates`}
        items={rangeOptions()}
        value={filters.range ?? ALL}
        onChange={(key) => change({ range: select(key) as Filters['range'] })}
      />
      {filters.range === 'custom' && (
        <>
          <TextField
            label={t({ message: 'From', context: 'the first day of a date range' })}
            type="date"
            value={filters.from ?? ''}
            onChange={(from) => change({ from: from || undefined })}
          />
          <TextField
            label={t({ message: 'To', context: 'the last day of a date range' })}
            type="date"
            value={filters.to ?? ''}
            onChange={(to) => change({ to: to || undefined })}
          />
        </>
      )}
    </>
  );
});

/** The page's header; memoised like the filters (its props change when the list empties). */
const Header = memo(function Header({
  canExport,
  onExport,
}: {
  canExport: boolean;
  onExport: () => void;
}) {
  const { t } = useLingui();
  return (
    <PageHeader
      title={t`All Transactions`}
      description={t`Your wallet and card transactions, newest first.`}
      back={{ href: '/dashboard', label: t`Back to Home` }}
      actions={
        <Button variant="secondary" isDisabled={!canExport} onPress={onExport}>
          <Trans>Export CSV</Trans>
        </Button>
      }
    />
  );
});

/**
 * /transactions, All Transactions (issue 28): the wallet and card histories as one list by day,
 * newest first, with filters kept in the URL, a match count, an export of what they show, and
 * each transaction's detail at /transactions/:id over the list.
 */
export function TransactionsScreen() {
  const { t } = useLingui();
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

  // The search as the list filters by (the box answers each key before it: SearchBox); the URL
  // takes it once typing rests.
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

  const shown = useMemo(
    () => applyFilters(rows, { ...filters, q: query }, today),
    [rows, filters, query, today],
  );
  const assetOptions = useMemo(
    () => [option(ALL, t`All assets`), ...assetsOf(rows).map((a) => option(a, a))],
    [rows, t],
  );
  const current = { ...filters, q: query };
  const active = activeFilters(current);
  // The counts as the page writes numbers (formatCount); the word follows the total.
  const matching = formatCount(shown.length);
  const total = rows.length;
  const count = formatCount(total);
  const summary = active.length
    ? t`${matching} of ${count} transactions match`
    : plural(total, { one: `${count} transactions`, other: `${count} transactions` });

  // The latest search and rows for the filters' and export's handlers, which stay the same
  // function while typing (so the memoised filters and header do not render again).
  const latest = useRef({ query, shown, today, timeZone });
  useEffect(() => {
    latest.current = { query, shown, today, timeZone };
  });
  const change = useCallback(
    (next: Partial<Filters>) =>
      setParams(filterParams({ ...filters, q: latest.current.query, ...next }), {
        preventScrollReset: true,
      }),
    [filters, setParams],
  );
  // The CSV's code comes when asked for; if it cannot (the line dropped), the generic dialog says so.
  const [exportFailed, setExportFailed] = useState(false);
  const exportShown = useCallback(() => {
    const { query: q, shown: rowsShown, today: day, timeZone: zone } = latest.current;
    import('./exportCsv').then(
      (m) => m.exportHistory(rowsShown, { ...filters, q }, day, zone),
      () => setExportFailed(true),
    );
  }, [filters, setExportFailed]);

  const clearAll = useCallback(() => {
    written.current = '';
    setQuery('');
    setParams(new URLSearchParams(), { preventScrollReset: true });
  }, [setParams]);

  const search = location.search;
  const selected = id ? rows.find((r) => r.id === id) : undefined;

  // A closed detail (Escape, its close button, Back) returns the focus to its row: the dialog
  // goes with its route, and its own focus return cannot find a row the list has rendered again.
  const [focusRequest, setFocusRequest] = useState<{ id: string }>();
  const openDetail = useRef(id);
  useEffect(() => {
    if (openDetail.current && !id) setFocusRequest({ id: openDetail.current });
    openDetail.current = id;
  }, [id]);

  return (
    <div className={page.page}>
      <Header canExport={shown.length > 0} onExport={exportShown} />
      <Card>
        <div className={page.stack}>
          <div role="search" className={styles.filters} aria-label={t`Filter transactions`}>
            <SearchBox value={query} onChange={setQuery} />
            <FilterSelects filters={filters} assetOptions={assetOptions} change={change} />
          </div>
          {ready && (
            <div className={styles.summary}>
              <p role="status" className={page.muted}>
                {summary}
              </p>
              {active.length > 0 && <FilteredTotal rows={shown} />}
              {active.length > 0 && <ClearAll onClear={clearAll} />}
            </div>
          )}
          {ready ? (
            rows.length === 0 ? (
              <EmptyState
                icon={<HistoryIcon />}
                title={t`No transactions yet`}
                description={t`Deposits, withdrawals, card payments and rewards will show here.`}
              />
            ) : shown.length === 0 ? (
              <EmptyState
                icon={<NoMatchIcon />}
                title={t`No transactions match`}
                description={hiddenBy(hidingFilters(rows, current, today))}
              />
            ) : (
              <HistoryList rows={shown} search={search} focusRequest={focusRequest} />
            )
          ) : failed ? (
            <LoadFailed
              what={t`Your transactions`}
              onRetry={() => {
                void wallet.mutate();
                if (cardLevel) void card.mutate();
              }}
            />
          ) : (
            <SkeletonGroup label={t`Loading your transactions`}>
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
      <LazyGenericErrorDialog isOpen={exportFailed} onClose={() => setExportFailed(false)} />
    </div>
  );
}
