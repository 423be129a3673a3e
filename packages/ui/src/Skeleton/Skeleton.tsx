import type { CSSProperties, ReactNode } from 'react';
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

/** A busy region of skeletons with one spoken label instead of many silent blocks. */
export function SkeletonGroup({ label = 'Loading', children }: SkeletonGroupProps) {
  return (
    <div className={styles.group} aria-busy="true" role="status">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

/** A page's placeholder while a guard decides whether to show it: a heading and a block. */
export function PageSkeleton() {
  return (
    <SkeletonGroup label="Loading page">
      <Skeleton width="40%" height="2rem" />
      <Skeleton height="8rem" shape="rect" />
    </SkeletonGroup>
  );
}
