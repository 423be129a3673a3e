import { lazy, Suspense, useEffect, useState } from 'react';
import { ProgressBar } from 'react-aria-components';
import { t } from '@lingui/core/macro';
import { Button } from '../Button/Button';
import { ArrowLeftIcon } from '../icons/icons';
import { MenuIcon } from '../icons/navIcons';
import { MOBILE_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { whenIdle } from '../hooks/whenIdle';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { Sidebar } from '../Sidebar/Sidebar';
import { MAIN_ID, SkipLink } from '../SkipLink/SkipLink';
import { TopBar } from '../TopBar/TopBar';
import styles from './AppShell.module.css';
import type { AppShellProps } from './types';

// The phone's menu sheet (react-aria's modal and dialog, ~20 KB gzip) is not part of the first
// paint: its code loads when the page is idle, or when the menu is first opened.
const loadSheet = () => import('./MenuSheet');
const MenuSheet = lazy(loadSheet);

/** The keys of the sidebar's shortcut, in aria-keyshortcuts' syntax. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- key names in ARIA's syntax, not text
const SHORTCUT = 'Control+B Meta+B';

/**
 * The signed-in layout: skip link, sidebar, top bar, banners, main. Ctrl+B (Cmd+B on macOS)
 * collapses the sidebar on desktop and opens or closes the menu sheet on mobile (below 768 px),
 * where the sidebar becomes a full-screen sheet from the top (a modal: focus trapped, Escape closes).
 */
export function AppShell({
  sidebar,
  topBarStart,
  topBarEnd,
  banners,
  children,
  isSidebarCollapsed,
  onSidebarCollapsedChange,
  isNavigating = false,
}: AppShellProps) {
  useActiveLocale();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [isSheetOpen, setSheetOpen] = useState(false);
  // Mounted from its first opening on, so that it closes with its exit animation.
  const [sheetUsed, setSheetUsed] = useState(false);
  if (isSheetOpen && !sheetUsed) setSheetUsed(true);
  useEffect(() => (isMobile ? whenIdle(() => void loadSheet()) : undefined), [isMobile]);

  // Any navigation (an entry, Profile in the sheet, a link in the page) closes the sheet:
  // state adjusted while rendering, as React advises for state that follows a prop.
  const [sheetPath, setSheetPath] = useState(sidebar.currentPath);
  if (sheetPath !== sidebar.currentPath) {
    setSheetPath(sidebar.currentPath);
    setSheetOpen(false);
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        if (isMobile) setSheetOpen((open) => !open);
        else onSidebarCollapsedChange(!isSidebarCollapsed);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isMobile, isSidebarCollapsed, onSidebarCollapsedChange]);

  const collapseToggle = (
    <Button
      variant="ghost"
      size="sm"
      aria-label={isSidebarCollapsed ? t`Expand sidebar` : t`Collapse sidebar`}
      aria-expanded={!isSidebarCollapsed}
      aria-keyshortcuts={SHORTCUT}
      onPress={() => onSidebarCollapsedChange(!isSidebarCollapsed)}
      className={styles.collapse}
    >
      <ArrowLeftIcon
        width={20}
        height={20}
        data-collapsed={isSidebarCollapsed || undefined}
        className={styles.collapseIcon}
      />
    </Button>
  );

  return (
    <div className={styles.shell} data-collapsed={(!isMobile && isSidebarCollapsed) || undefined}>
      <SkipLink />
      {!isMobile && (
        <aside className={styles.aside}>
          <Sidebar {...sidebar} isCollapsed={isSidebarCollapsed} footer={collapseToggle} />
        </aside>
      )}
      <div className={styles.column}>
        {isNavigating && (
          <ProgressBar
            isIndeterminate
            aria-label={t`Loading the page`}
            className={styles.navigating}
          />
        )}
        <TopBar
          start={
            <>
              {isMobile && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Open menu`}
                  aria-expanded={isSheetOpen}
                  aria-keyshortcuts={SHORTCUT}
                  onPress={() => setSheetOpen(true)}
                >
                  <MenuIcon width={22} height={22} />
                </Button>
              )}
              {topBarStart}
            </>
          }
          end={isMobile ? undefined : topBarEnd}
        />
        {banners && <div className={styles.banners}>{banners}</div>}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className={styles.main}
          aria-busy={isNavigating || undefined}
        >
          {children}
        </main>
      </div>
      {isMobile && sheetUsed && (
        <Suspense>
          <MenuSheet
            isOpen={isSheetOpen}
            onOpenChange={setSheetOpen}
            sidebar={sidebar}
            topBarEnd={topBarEnd}
          />
        </Suspense>
      )}
    </div>
  );
}
