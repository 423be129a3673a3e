import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import styles from './Card.module.css';

export interface CardProps {
  /** Heading of the card; also names the region for assistive technology. */
  title?: ReactNode;
  /** Heading level of the title within the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Controls placed at the end of the header (buttons, links). */
  actions?: ReactNode;
  /** `tile` is the compact, emphasised variant used for wallet tiles. @default 'card' */
  variant?: 'card' | 'tile';
  children?: ReactNode;
  className?: string;
}

/** A surface that groups related content. With a title it is a labelled section. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  variant = 'card',
  children,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const body = (
    <>
      {(title || actions) && (
        <header className={styles.header}>
          {title && <Heading className={styles.title}>{title}</Heading>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      {children}
    </>
  );
  const cls = clsx(styles.card, className);
  return title ? (
    <section
      className={cls}
      data-variant={variant}
      aria-label={typeof title === 'string' ? title : undefined}
    >
      {body}
    </section>
  ) : (
    <div className={cls} data-variant={variant}>
      {body}
    </div>
  );
}

/** The compact wallet-tile form of Card. */
export function Tile(props: Omit<CardProps, 'variant'>) {
  return <Card {...props} variant="tile" headingLevel={props.headingLevel ?? 3} />;
}
