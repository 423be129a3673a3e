import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LinkTabs } from '@wallet/ui';

/**
 * The Deposit / Withdraw tab header (spec 1 section 2). The two are pages, so the tabs are links
 * with the current one marked; the review under /withdraw keeps Withdraw current.
 */
export function TransferTabs({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useLingui();
  const pages = [
    { href: '/deposit', label: t`Deposit` },
    { href: '/withdraw', label: t`Withdraw` },
  ];
  return (
    <LinkTabs
      aria-label={t`Deposit and Withdraw`}
      tabs={pages}
      current={pathname.startsWith('/withdraw') ? '/withdraw' : '/deposit'}
    >
      {children}
    </LinkTabs>
  );
}
