import { useMemo, useState, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type SortDescriptor,
} from 'react-aria-components';
import { Pagination } from '../Pagination/Pagination';
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

export interface TableProps<T> {
  /** Accessible name of the table. */
  'aria-label': string;
  columns: TableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** Rows per page; pagination appears only when there are more rows than this. @default 10 */
  pageSize?: number;
  /** Shown in place of rows when there are none. @default 'No record' */
  emptyText?: string;
  defaultSort?: SortDescriptor;
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
 * A data table: sortable columns (click or Enter on a header), 10 rows a page with pagination
 * only above that, an empty text, keyboard navigation between cells. Scrolls sideways on narrow
 * screens inside a focusable region, or stacks its rows (`narrowLayout`).
 */
export function Table<T>({
  columns,
  rows,
  getRowId,
  pageSize = 10,
  emptyText = 'No record',
  defaultSort,
  getRowState,
  narrowLayout = 'scroll',
  ...props
}: TableProps<T>) {
  const [sort, setSort] = useState<SortDescriptor | undefined>(defaultSort);
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

  return (
    <div className={styles.wrapper} data-narrow={narrowLayout}>
      {/* A focusable scroll region so keyboard users can scroll a wide table. */}
      <div className={styles.scroll} role="region" aria-label={props['aria-label']} tabIndex={0}>
        <AriaTable
          aria-label={props['aria-label']}
          sortDescriptor={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          className={styles.table}
        >
          <TableHeader columns={columns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader}
                allowsSorting={Boolean(column.sortValue)}
                className={styles.column}
                data-align={column.align}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.header}>
                    {column.header}
                    {allowsSorting && (
                      <ChevronIcon
                        className={styles.sortIcon}
                        data-direction={sortDirection}
                        aria-hidden="true"
                      />
                    )}
                  </span>
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={visible}
            dependencies={[columns]}
            renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}
          >
            {(row) => (
              <Row
                id={getRowId(row)}
                columns={columns}
                className={styles.row}
                data-state={getRowState?.(row)}
              >
                {(column) => (
                  <Cell
                    className={styles.cell}
                    data-align={column.align}
                    data-label={column.header}
                  >
                    {column.cell(row)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </AriaTable>
      </div>
      {sorted.length > pageSize && (
        <Pagination
          page={current}
          pageCount={pageCount}
          onPageChange={setPage}
          label={`${props['aria-label']} pages`}
        />
      )}
    </div>
  );
}
