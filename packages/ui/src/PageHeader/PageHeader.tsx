import type { ReactNode } from 'react';
import { ArrowLeftIcon } from '../icons/icons';
import { Link } from '../Link/Link';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  /** The page's heading: its one h1. */
  title: ReactNode;
  /** Lead text under the heading. */
  description?: ReactNode;
  /**
   * A back arrow before the heading: a link (it routes through the app's RouterProvider) to
   * `href`, named by `label` ("Back to Cards").
   */
  back?: { href: string; label: string };
  /** The page's own buttons, at the end of the heading; they wrap under it on a narrow screen. */
  actions?: ReactNode;
}

/** The heading of a page: optional back link, the h1, lead text and actions. */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        {back ? (
          <div className={styles.titleRow}>
            <Link href={back.href} aria-label={back.label} className={styles.back}>
              <ArrowLeftIcon width={24} height={24} aria-hidden="true" />
            </Link>
            <h1 className={styles.title}>{title}</h1>
          </div>
        ) : (
          <h1 className={styles.title}>{title}</h1>
        )}
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
