import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LinkTabs } from '@wallet/ui';

const PAGES = [
  { href: '/deposit', label: 'Deposit' },
  { href: '/withdraw', label: 'Withdraw' },
] as const;

/**
 * The Deposit / Withdraw tab header (spec 1 section 2). The two are pages, so the tabs are links
 * with the current one marked; the review under /withdraw keeps Withdraw current.
 */
export function TransferTabs({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LinkTabs
      aria-label="Deposit and Withdraw"
      tabs={PAGES}
      current={pathname.startsWith('/withdraw') ? '/withdraw' : '/deposit'}
    >
      {children}
    </LinkTabs>
  );
}
