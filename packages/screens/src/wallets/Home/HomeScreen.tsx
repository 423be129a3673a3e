import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useCardBalance, useFeatures, useProfile, useWallets, useYieldWallet } from '@wallet/api';
import { pageStyles as page, useKycGate } from '../../common';
import { WalletTiles } from './WalletTiles';
import { PageHeader, Skeleton, SkeletonGroup, useAfterPaint } from '@wallet/ui';

export interface HomeScreenProps {
  /** Back To Home after Earn or Redeem reloads /dashboard (spec 1 section 4). */
  reload?: () => void;
}

// The panels' code (~13 KB) and their history (18 KB for a few months) come after the balances'
// paint: on the visit's first page they no longer share the line, nor the main thread, with it.
const loadPanels = () => import('./HomePanels');
const HomePanels = lazy(() => loadPanels().then((m) => ({ default: m.HomePanels })));
// Loaded by a move to Home in the app (a page on screen, which stays until Home's data is in):
// the panels come with it, and Home renders whole.
if (globalThis.document?.getElementById('root')?.firstElementChild) void loadPanels();

const reloadDashboard = () => window.location.assign('/dashboard');

/**
 * /dashboard (Home): the Main Wallet tiles, the Yield Wallet, the card tile, this month's money
 * out (issue 43) and Recent Transactions. Deposit, Withdraw, Redeem and Earn pass the verified-user gate first; Redeem and
 * Earn are gated as the deposit item is.
 */
export function HomeScreen({ reload = reloadDashboard }: HomeScreenProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const gate = useKycGate();
  // What Home shows is requested at once but the history (the panels read it; loaders.ts). The
  // panels render once the wallet list is in (or failed) and on screen: how many tiles stack above
  // them is only known then, and placing them earlier would push them down when the second tile
  // arrives (layout shift). SWR re-renders a component only for the fields it reads: the hooks
  // whose result is not read start their requests (the panels' own calls reuse them) and cause
  // no render here.
  const wallets = useWallets();
  useYieldWallet();
  useCardBalance();
  useFeatures();
  useProfile();
  const ready = wallets.data !== undefined || wallets.error !== undefined;
  const placed = useAfterPaint(ready);
  // Until the panels are in: their place, loading (no text, so never the page's largest paint).
  const panelsLoading = (
    <SkeletonGroup label={t`Loading your Yield Wallet, card and history`}>
      <Skeleton height="8rem" shape="rect" />
    </SkeletonGroup>
  );
  return (
    <div className={page.page}>
      <PageHeader title={t`Home`} />
      <WalletTiles onOpen={(path) => void gate.attempt(path, () => navigate(path))} />
      {ready && (
        <Suspense fallback={panelsLoading}>
          {placed ? (
            <HomePanels
              onGuard={(open) => void gate.attempt('/deposit', open)}
              onBackToHome={reload}
            />
          ) : (
            panelsLoading
          )}
        </Suspense>
      )}
      {gate.dialog}
    </div>
  );
}
