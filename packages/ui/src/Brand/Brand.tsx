import type { SVGProps } from 'react';
import styles from './Brand.module.css';

/**
 * The product's mark: two cards stacked in a wallet's fold, on the brand colour; decorative (the
 * name goes beside it). Flat colours (no gradient ids), so any number of marks share a page.
 */
export const BrandMark = (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" focusable="false" {...props}>
    <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
    <rect
      x="6.5"
      y="8"
      width="16"
      height="11"
      rx="3"
      fill="var(--color-primary-contrast)"
      opacity="0.45"
      transform="rotate(-8 14.5 13.5)"
    />
    <rect x="9.5" y="12.5" width="16" height="11.5" rx="3" fill="var(--color-primary-contrast)" />
    <rect x="18" y="16.25" width="7.5" height="4" rx="2" fill="var(--color-primary)" />
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
