import { useId, type CSSProperties, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { useActiveLocale } from '../i18n/useActiveLocale';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** CSS width. @default '100%' */
  width?: CSSProperties['width'];
  /** CSS height. @default '1em' */
  height?: CSSProperties['height'];
  /** @default 'text' */
  shape?: 'text' | 'rect' | 'circle';
}

/** A placeholder block shown while content loads. Decorative: wrap groups in SkeletonGroup. */
export function Skeleton({ width = '100%', height = '1em', shape = 'text' }: SkeletonProps) {
  return (
    <span
      className={styles.skeleton}
      data-shape={shape}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

export interface SkeletonGroupProps {
  /** What is loading, announced once to screen readers. @default 'Loading' */
  label?: string;
  children: ReactNode;
}

/**
 * A busy region of skeletons with one spoken label instead of many silent blocks; the label also
 * names the region, so tests and assistive tech find it by what is loading.
 */
export function SkeletonGroup({ label, children }: SkeletonGroupProps) {
  useActiveLocale();
  const labelId = useId();
  return (
    <div className={styles.group} aria-busy="true" role="status" aria-labelledby={labelId}>
      <span id={labelId} className="visually-hidden">
        {label ?? t`Loading`}
      </span>
      {children}
    </div>
  );
}

/** A page's placeholder while a guard decides whether to show it: a heading and a block. */
export function PageSkeleton() {
  useActiveLocale();
  return (
    <SkeletonGroup label={t`Loading page`}>
      <Skeleton width="40%" height="2rem" />
      <Skeleton height="8rem" shape="rect" />
    </SkeletonGroup>
  );
}

export interface TableSkeletonProps {
  /** What is loading, announced once. */
  label: string;
  /** Columns of the table it stands for. @default 3 */
  columns?: number;
  /** @default 5 */
  rows?: number;
}

/** A table's placeholder: a header band and rows of cells, shaped like the table it replaces. */
export function TableSkeleton({ label, columns = 3, rows = 5 }: TableSkeletonProps) {
  const cells = (width: string, height?: string) =>
    Array.from({ length: columns }, (_, i) => (
      <Skeleton key={i} width={i === 0 ? width : '60%'} height={height} />
    ));
  return (
    <SkeletonGroup label={label}>
      <div className={styles.tableHead} style={{ '--columns': columns } as CSSProperties}>
        {cells('40%', '0.75em')}
      </div>
      {Array.from({ length: rows }, (_, row) => (
        <div
          key={row}
          className={styles.tableRow}
          style={{ '--columns': columns } as CSSProperties}
        >
          {cells('80%')}
        </div>
      ))}
    </SkeletonGroup>
  );
}
