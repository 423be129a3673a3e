import type { ReactNode } from 'react';
import type { SidebarProps } from '../Sidebar/Sidebar';

export interface AppShellProps {
  sidebar: Omit<SidebarProps, 'isCollapsed' | 'onNavigate' | 'footer'>;
  /** Greeting and other content at the start of the top bar. */
  topBarStart?: ReactNode;
  /** Profile and logout at the end of the top bar on desktop; in the menu sheet on mobile. */
  topBarEnd?: ReactNode;
  /** Page-wide banners under the top bar. */
  banners?: ReactNode;
  children: ReactNode;
  /** Desktop sidebar collapsed (controlled). */
  isSidebarCollapsed: boolean;
  onSidebarCollapsedChange: (collapsed: boolean) => void;
  /**
   * The next page is on its way (its code or its main data): a thin bar along the top, shown
   * only if the wait lasts, and the current page marked busy.
   */
  isNavigating?: boolean;
}
