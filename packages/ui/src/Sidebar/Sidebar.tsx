import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { t } from '@lingui/core/macro';
import { Brand } from '../Brand/Brand';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { isActivePath } from './isActivePath';
import styles from './Sidebar.module.css';

export interface SidebarItem {
  id: string;
  label: string;
  href: string;
  /** Other urls under which the entry is also active (Deposit/Withdraw on /withdraw). */
  activeFor?: string[];
  /** A decorative icon shown before the label (and alone when collapsed). */
  icon?: ReactNode;
  /** E.g. a Coming Soon badge. */
  badge?: ReactNode;
  /** Shown but not usable (a feature switched off). */
  isDisabled?: boolean;
}

export interface SidebarProps {
  items: SidebarItem[];
  /** The current location path, to mark the active entry. */
  currentPath: string;
  /** Accessible name of the navigation landmark. @default 'Main' */
  label?: string;
  /** Icons only; labels stay available to screen readers. @default false */
  isCollapsed?: boolean;
  /** The product name, above the entries after the brand mark (the mark alone when collapsed). */
  brand?: string;
  /** Below the entries, e.g. the collapse button. */
  footer?: ReactNode;
  /** Called after an entry is followed (the mobile sheet closes itself with it). */
  onNavigate?: () => void;
}

/** The main navigation: a list of links, the active one marked aria-current="page". */
export function Sidebar({
  items,
  currentPath,
  label,
  isCollapsed = false,
  brand,
  footer,
  onNavigate,
}: SidebarProps) {
  useActiveLocale();
  return (
    <nav
      aria-label={label ?? t`Main`}
      className={styles.sidebar}
      data-collapsed={isCollapsed || undefined}
    >
      {brand && (
        <div className={styles.header}>
          <Brand name={brand} isCompact={isCollapsed} />
        </div>
      )}
      <ul className={styles.list}>
        {items.map((item) => {
          const body = (
            <>
              {item.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              )}
              <span className={isCollapsed ? 'visually-hidden' : styles.label}>{item.label}</span>
              {item.badge && (
                <span className={isCollapsed ? 'visually-hidden' : styles.badge}>{item.badge}</span>
              )}
            </>
          );
          return (
            <li key={item.id}>
              {item.isDisabled ? (
                <span className={styles.item} data-disabled aria-disabled="true">
                  {body}
                </span>
              ) : (
                <AriaLink
                  href={item.href}
                  className={styles.item}
                  aria-current={
                    [item.href, ...(item.activeFor ?? [])].some((url) =>
                      isActivePath(currentPath, url),
                    )
                      ? 'page'
                      : undefined
                  }
                  onPress={onNavigate}
                >
                  {body}
                </AriaLink>
              )}
            </li>
          );
        })}
      </ul>
      {footer && <div className={styles.footer}>{footer}</div>}
    </nav>
  );
}
