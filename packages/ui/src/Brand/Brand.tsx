import type { SVGProps } from 'react';
import styles from './Brand.module.css';

/** The product's mark: a "W" on the primary colour; decorative (the name goes beside it). */
export const BrandMark = (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" focusable="false" {...props}>
    <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
    <path
      d="M8 10.5 11.5 22 16 13.5 20.5 22 24 10.5"
      fill="none"
      stroke="var(--color-primary-contrast)"
      strokeWidth="2.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export interface BrandProps {
  /** The product name, beside the mark. */
  name: string;
  /** The mark alone (a collapsed sidebar); the name stays for screen readers. @default false */
  isCompact?: boolean;
}

/** Mark and name of the product, never cut: compact, it is the mark alone rather than "Walle". */
export function Brand({ name, isCompact = false }: BrandProps) {
  return (
    <span className={styles.brand} data-compact={isCompact || undefined}>
      <BrandMark className={styles.mark} />
      <span className={isCompact ? 'visually-hidden' : styles.name}>{name}</span>
    </span>
  );
}
