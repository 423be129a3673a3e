import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  useCardBalance,
  useFeatures,
  useProfile,
  useTransactions,
  useWallets,
  useYieldWallet,
} from '@wallet/api';
import { pageStyles as page, useKycGate } from '../../common';
import { YieldPanel } from '../Yield/YieldPanel';
import { CardTile } from './CardTile';
import { RecentTransactions } from './RecentTransactions';
import { ThisMonthTile } from './ThisMonthTile';
import styles from './home.module.css';
import { WalletTiles } from './WalletTiles';
import { PageHeader } from '@wallet/ui';

export interface HomeScreenProps {
  /** Back To Home after Earn or Redeem reloads /dashboard (spec 1 section 4). */
  reload?: () => void;
}

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
  // Everything Home shows is requested at once. The panels and the history render when the
  // wallet list is in (or failed): how many tiles stack above them is only known then, and
  // placing them earlier would push them down when the second tile arrives (layout shift).
  // SWR re-renders a component only for the fields it reads: the hooks whose result is not read
  // start their requests (the panels' own calls reuse them) and cause no render here.
  const wallets = useWallets();
  useYieldWallet();
  useCardBalance();
  useFeatures();
  useTransactions();
  useProfile();
  const placed = wallets.data !== undefined || wallets.error !== undefined;
  return (
    <div className={page.page}>
      <PageHeader title={t`Home`} />
      <WalletTiles onOpen={(path) => void gate.attempt(path, () => navigate(path))} />
      {placed && (
        <>
          <div className={styles.panels}>
            <YieldPanel
              onGuard={(open) => void gate.attempt('/deposit', open)}
              onBackToHome={reload}
            />
            <CardTile />
            <ThisMonthTile />
          </div>
          <RecentTransactions />
        </>
      )}
      {gate.dialog}
    </div>
  );
}
