import { useMemo, useState, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { Pagination } from '../Pagination/Pagination';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { ChevronIcon } from '../icons/icons';
import styles from './Table.module.css';

export interface TableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number;
  /** The column that names a row for screen readers (one per table). */
  isRowHeader?: boolean;
  /** @default 'start' */
  align?: 'start' | 'end';
}

/** The sorted column and its direction (the shape of react-aria's SortDescriptor). */
export interface TableSort {
  column: string;
  direction: 'ascending' | 'descending';
}

export interface TableProps<T> {
  /** Accessible name of the table. */
  'aria-label': string;
  columns: TableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** Rows per page; pagination appears only when there are more rows than this. @default 10 */
  pageSize?: number;
  /** Shown in place of rows when there are none: a text or an EmptyState. @default 'No record' */
  emptyText?: ReactNode;
  defaultSort?: TableSort;
  /** A state per row for styling, e.g. 'struck' for a reversed transaction. */
  getRowState?: (row: T) => 'struck' | undefined;
  /**
   * Narrower than 30rem: scroll sideways, or `stack` each row as a block of "column: value"
   * lines (for tables of a few columns that a phone should show without scrolling).
   * @default 'scroll'
   */
  narrowLayout?: 'scroll' | 'stack';
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), undefined, { numeric: true });

/**
 * A read-only data table on native table elements (a grid is for interactive widgets, WAI-ARIA
 * APG): sortable columns through a button in their header, 10 rows a page with pagination only
 * above that, an empty text. Scrolls sideways on narrow screens inside a focusable region, or
 * stacks its rows (`narrowLayout`).
 */
export function Table<T>({
  columns,
  rows,
  getRowId,
  pageSize = 10,
  emptyText,
  defaultSort,
  getRowState,
  narrowLayout = 'scroll',
  ...props
}: TableProps<T>) {
  useActiveLocale();
  const label = props['aria-label'];
  const [sort, setSort] = useState<TableSort | undefined>(defaultSort);
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.column);
    if (!column?.sortValue || !sort) return rows;
    const value = column.sortValue;
    const sign = sort.direction === 'descending' ? -1 : 1;
    return [...rows].sort((a, b) => sign * compare(value(a), value(b)));
  }, [rows, columns, sort]);

  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pageCount);
  const visible = sorted.slice((current - 1) * pageSize, current * pageSize);

  // A new column sorts ascending; the sorted one turns around.
  const sortBy = (column: string) => {
    const ascending = sort?.column !== column || sort.direction === 'descending';
    setSort({ column, direction: ascending ? 'ascending' : 'descending' });
    setPage(1);
  };

  // Stacked on a phone, the table's parts are blocks, and WebKit drops a table's semantics when
  // its display changes: the roles say them again there.
  const role = (name: string) => (narrowLayout === 'stack' ? name : undefined);

  return (
    <div className={styles.wrapper} data-narrow={narrowLayout}>
      {/* A focusable scroll region so keyboard users can scroll a wide table. */}
      <div className={styles.scroll} role="region" aria-label={props['aria-label']} tabIndex={0}>
        <table aria-label={props['aria-label']} className={styles.table} role={role('table')}>
          <thead role={role('rowgroup')}>
            <tr role={role('row')}>
              {columns.map((column) => {
                const direction = sort?.column === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    role={role('columnheader')}
                    aria-sort={column.sortValue ? direction : undefined}
                    className={styles.column}
                    data-align={column.align}
                  >
                    {column.sortValue ? (
                      <button
                        type="button"
                        className={`${styles.header} ${styles.sortButton}`}
                        onClick={() => sortBy(column.id)}
                      >
                        {column.header}
                        <ChevronIcon
                          className={styles.sortIcon}
                          data-direction={direction}
                          aria-hidden="true"
                        />
                      </button>
                    ) : (
                      <span className={styles.header}>{column.header}</span>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role={role('rowgroup')}>
            {visible.length === 0 && (
              <tr role={role('row')}>
                <td colSpan={columns.length} className={styles.empty} role={role('cell')}>
                  {emptyText === undefined ? t`No record` : emptyText}
                </td>
              </tr>
            )}
            {visible.map((row) => (
              <tr
                key={getRowId(row)}
                className={styles.row}
                data-state={getRowState?.(row)}
                role={role('row')}
              >
                {columns.map((column) => {
                  const Cell = column.isRowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.id}
                      scope={column.isRowHeader ? 'row' : undefined}
                      role={role(column.isRowHeader ? 'rowheader' : 'cell')}
                      className={styles.cell}
                      data-align={column.align}
                      data-label={column.header}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sorted.length > pageSize && (
        <Pagination
          page={current}
          pageCount={pageCount}
          onPageChange={setPage}
          label={t`${label} pages`}
        />
      )}
    </div>
  );
}
