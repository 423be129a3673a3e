import type { ReactNode } from 'react';
import {
  Link as AriaLink,
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { clsx } from 'clsx';
import styles from './Tabs.module.css';

/**
 * Tabs: arrow keys move between tabs, Home/End jump, the panel follows. A Tab with `href`
 * navigates (route tabs such as Deposit/Withdraw) through the app's RouterProvider.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={composeRenderProps(className, (c) => clsx(styles.tabs, c))} />
  );
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeRenderProps(className, (c) => clsx(styles.list, c))}
    />
  );
}

export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={composeRenderProps(className, (c) => clsx(styles.tab, c))} />
  );
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(className, (c) => clsx(styles.panel, c))}
    />
  );
}

export interface LinkTabsProps {
  /** The navigation's name ("Deposit and Withdraw"). */
  'aria-label': string;
  /** One tab per page: a link to `href`. */
  tabs: readonly { href: string; label: ReactNode }[];
  /** The `href` of the tab of the page shown: marked aria-current="page". */
  current: string;
  /** The page under the tabs. */
  children?: ReactNode;
}

/**
 * Tabs between pages (Deposit / Withdraw): a navigation of links with the Tabs' look, the current
 * page's marked. Not a tablist: each tab is a page of its own, which a link says, and it costs no
 * collection code. Links route through the app's RouterProvider.
 */
export function LinkTabs({ 'aria-label': label, tabs, current, children }: LinkTabsProps) {
  return (
    <div className={styles.tabs}>
      <nav aria-label={label}>
        <ul className={styles.list}>
          {tabs.map((tab) => (
            <li key={tab.href}>
              <AriaLink
                href={tab.href}
                className={styles.tab}
                aria-current={tab.href === current ? 'page' : undefined}
              >
                {tab.label}
              </AriaLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
