/* eslint-disable import-x/no-duplicates -- every lucide-react/icons/* module has the same type file */
// The sidebar's entry icons (Lucide's), apart from the shared icons so the signed-out pages
// never load them.
import ArrowDownUp from 'lucide-react/icons/arrow-down-up';
import BookUser from 'lucide-react/icons/book-user';
import ChartColumn from 'lucide-react/icons/chart-column';
import CirclePlus from 'lucide-react/icons/circle-plus';
import CreditCard from 'lucide-react/icons/credit-card';
import Gift from 'lucide-react/icons/gift';
import History from 'lucide-react/icons/history';
import House from 'lucide-react/icons/house';
import Menu from 'lucide-react/icons/menu';
import { icon } from './icons';

export const HomeIcon = icon(House);
export const TransferIcon = icon(ArrowDownUp);
/** A coin with a plus: buying crypto. */
export const BuyIcon = icon(CirclePlus);
export const GiftIcon = icon(Gift);
export const BookIcon = icon(BookUser);
export const CardIcon = icon(CreditCard);
/** A clock turning back: the transaction history. */
export const HistoryIcon = icon(History);
/** Bars of a chart: Insights, where the money went month by month. */
export const InsightsIcon = icon(ChartColumn);
/** The top bar's button that opens the sidebar on a phone. */
export const MenuIcon = icon(Menu);
