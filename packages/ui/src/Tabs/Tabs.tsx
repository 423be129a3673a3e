import {
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
