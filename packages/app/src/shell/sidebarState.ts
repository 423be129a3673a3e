/** The desktop sidebar's open state, kept in a cookie for 7 days (spec 1 section 9). */
const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_DAYS = 7;

/** Whether the cookie string says the sidebar was left collapsed. */
export const isCollapsedIn = (cookie: string) =>
  cookie.split(/;\s*/).includes(`${SIDEBAR_COOKIE}=collapsed`);

/** The Set-Cookie text for a state: site-wide, 7 days, not sent on cross-site requests. */
export const sidebarCookie = (collapsed: boolean) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's syntax
  `${SIDEBAR_COOKIE}=${collapsed ? 'collapsed' : 'open'}; max-age=${SIDEBAR_COOKIE_DAYS * 86_400}; path=/; samesite=lax`;

export const readSidebarCollapsed = () => isCollapsedIn(document.cookie);
export const writeSidebarCollapsed = (collapsed: boolean) => {
  document.cookie = sidebarCookie(collapsed);
};
