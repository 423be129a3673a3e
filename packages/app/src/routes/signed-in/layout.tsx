import { lazy, memo, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { SWRConfig } from 'swr';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  isRouteEnabled,
  rememberFirstPageReads,
  swrConfig,
  useFeatures,
  useProfile,
} from '@wallet/api';
import { ShellBanners, switchLanguage, useKycGate, useLinkHref } from '@wallet/screens';
import {
  AppShell,
  Badge,
  BookIcon,
  Button,
  BuyIcon,
  CardIcon,
  GiftIcon,
  HistoryIcon,
  InsightsIcon,
  HomeIcon,
  isLocale,
  Link,
  RouterProvider,
  ThemeSwitch,
  ToastRegion,
  TransferIcon,
  type SidebarItem,
} from '@wallet/ui';
import { PageLoading } from '../../PageLoading';
import { useSession } from '../../session/SessionProvider';
import { readSidebarCollapsed, writeSidebarCollapsed } from '../../shell/sidebarState';
import { currentTheme, subscribeTheme, writeTheme } from '../../shell/theme';

const IncomingDepositsDialog = lazy(() =>
  import('@wallet/screens/incoming-deposits').then((m) => ({ default: m.IncomingDepositsDialog })),
);

/** The sidebar's entries, each label translated at render. */
const ENTRIES: (Omit<SidebarItem, 'label'> & { label: MessageDescriptor })[] = [
  { id: 'home', label: msg`Home`, href: '/dashboard', icon: <HomeIcon /> },
  { id: 'transactions', label: msg`Transactions`, href: '/transactions', icon: <HistoryIcon /> },
  { id: 'insights', label: msg`Insights`, href: '/insights', icon: <InsightsIcon /> },
  {
    id: 'transfer',
    label: msg`Deposit/Withdraw`,
    href: '/deposit',
    activeFor: ['/withdraw'],
    icon: <TransferIcon />,
  },
  { id: 'buy-crypto', label: msg`Buy Crypto`, href: '/buy-crypto', icon: <BuyIcon /> },
  { id: 'referral', label: msg`Refer A Friend`, href: '/referral', icon: <GiftIcon /> },
  { id: 'address-book', label: msg`My Address Book`, href: '/address-book', icon: <BookIcon /> },
  { id: 'cards', label: msg`Cards`, href: '/card', icon: <CardIcon /> },
];

/**
 * The page in the shell. Memoized: the shell renders again when its own data comes in (the name,
 * the features, the incoming deposits), and the page would render with it for nothing, on the way
 * to its own first paint with data (issue 41). The router's context still renders it on a
 * navigation.
 */
const Page = memo(function Page() {
  return <Outlet />;
});

/** Signed-in pages read data through SWR with the spec's query constants. */
export function Component() {
  return (
    <SWRConfig value={swrConfig}>
      <SignedInShell />
    </SWRConfig>
  );
}

/**
 * The signed-in frame: sidebar (Coming Soon for disabled features), top bar, main. Every link in
 * it goes through the identity gate: a protected item (Deposit, Referral, Cards, Buy Crypto)
 * opens only when the user's status allows, else its dialog shows (spec 1 section 4).
 */
function SignedInShell() {
  const { pathname } = useLocation();
  // A page on its way (its code, its main data: loaders.ts): the shell shows it.
  const navigation = useNavigation();
  const navigate = useNavigate();
  const gate = useKycGate();
  const { logout } = useSession();
  const { data: profile } = useProfile();
  const { data: features } = useFeatures();
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const [incomingOpen, setIncomingOpen] = useState(false);
  const theme = useSyncExternalStore(subscribeTheme, currentTheme);
  const { t, i18n } = useLingui();
  // The reads the first page sent on its way here, for its next load to send before any module
  // runs (issue 41: a reload's or a return's balance). Its own hooks have sent theirs by now.
  useEffect(() => rememberFirstPageReads(window.location.pathname), []);
  // The profile's language wins over the device's once signed in, on any device (docs/i18n.md).
  const profileLocale = profile?.preferred_locale;
  useEffect(() => {
    // Except the pseudo-locale, which only the demo build (boot.tsx) and Storybook speak: a
    // device keeps it for its layout checks.
    if (isLocale(profileLocale) && i18n.locale !== 'pseudo') void switchLanguage(profileLocale);
  }, [profileLocale, i18n]);

  const items = ENTRIES.map(({ label, ...rest }): SidebarItem => {
    const entry = { ...rest, label: t(label) };
    return isRouteEnabled(features, entry.href)
      ? entry
      : {
          ...entry,
          isDisabled: true,
          badge: (
            <Badge>
              <Trans>Coming Soon</Trans>
            </Badge>
          ),
        };
  });

  const name = profile?.name;

  return (
    <RouterProvider
      navigate={(path, options) =>
        void gate.attempt(new URL(path, window.location.origin).pathname, () =>
          navigate(path, options),
        )
      }
      useHref={useLinkHref}
    >
      <AppShell
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name
        sidebar={{ items, currentPath: pathname, brand: 'Wallet' }}
        isNavigating={navigation.state === 'loading'}
        topBarStart={<span>{profile ? t`Welcome, ${name}` : t`Welcome`}</span>}
        topBarEnd={
          <>
            <ThemeSwitch value={theme} onChange={writeTheme} />
            <Link href="/profile" variant="standalone">
              <Trans>Profile</Trans>
            </Link>
            <Button variant="secondary" size="sm" onPress={() => void logout()}>
              <Trans>Logout</Trans>
            </Button>
          </>
        }
        banners={<ShellBanners onProvideDetails={() => setIncomingOpen(true)} />}
        isSidebarCollapsed={collapsed}
        onSidebarCollapsedChange={(next) => {
          setCollapsed(next);
          writeSidebarCollapsed(next);
        }}
      >
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
        <ToastRegion />
        {gate.dialog}
        {incomingOpen && (
          <Suspense>
            <IncomingDepositsDialog onClose={() => setIncomingOpen(false)} />
          </Suspense>
        )}
      </AppShell>
    </RouterProvider>
  );
}
