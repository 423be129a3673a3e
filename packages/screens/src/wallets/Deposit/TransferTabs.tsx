import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@wallet/ui';
import styles from './TransferTabs.module.css';

const PAGES = [
  { href: '/deposit', label: 'Deposit' },
  { href: '/withdraw', label: 'Withdraw' },
] as const;

/**
 * The Deposit / Withdraw tab header (spec 1 section 2). The two are pages, so the header is a
 * navigation of two links with the current one marked, not a tablist (and costs no collection
 * code on either page); the review under /withdraw keeps Withdraw current.
 */
export function TransferTabs({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const current = pathname.startsWith('/withdraw') ? '/withdraw' : '/deposit';
  return (
    <div className={styles.frame}>
      <nav aria-label="Deposit and Withdraw">
        <ul className={styles.list}>
          {PAGES.map((page) => (
            <li key={page.href}>
              <Link
                href={page.href}
                className={styles.tab}
                aria-current={page.href === current ? 'page' : undefined}
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
