import { YieldPanel } from '../Yield/YieldPanel';
import { CardTile } from './CardTile';
import { RecentTransactions } from './RecentTransactions';
import { ThisMonthTile } from './ThisMonthTile';
import styles from './home.module.css';

export interface HomePanelsProps {
  /** Earn and Redeem pass the verified-user gate first (HomeScreen's). */
  onGuard: (open: () => void) => void;
  /** Back To Home after Earn or Redeem. */
  onBackToHome: () => void;
}

/**
 * What Home shows under its wallet tiles: the Yield Wallet, the card tile, this month's money out
 * and Recent Transactions. A chunk of its own, which HomeScreen asks for after the balances'
 * paint, with the history these panels read.
 */
export function HomePanels({ onGuard, onBackToHome }: HomePanelsProps) {
  return (
    <>
      <div className={styles.panels}>
        <YieldPanel onGuard={onGuard} onBackToHome={onBackToHome} />
        <CardTile />
        <ThisMonthTile />
      </div>
      <RecentTransactions />
    </>
  );
}
