/* eslint-disable import-x/no-duplicates -- every lucide-react/icons/* module has the same type file */
// Icons of the signed-in pages' actions and states (Lucide's), apart from the shared icons so the
// signed-out pages never load them.
import ArrowDownLeft from 'lucide-react/icons/arrow-down-left';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import Ban from 'lucide-react/icons/ban';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Inbox from 'lucide-react/icons/inbox';
import KeyRound from 'lucide-react/icons/key-round';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import SearchX from 'lucide-react/icons/search-x';
import Settings from 'lucide-react/icons/settings';
import Snowflake from 'lucide-react/icons/snowflake';
import Trash2 from 'lucide-react/icons/trash-2';
import TrendingUp from 'lucide-react/icons/trending-up';
import Undo2 from 'lucide-react/icons/undo-2';
import Wallet from 'lucide-react/icons/wallet';
import { icon } from './icons';

/** Money coming in (Deposit, Receive). */
export const ReceiveIcon = icon(ArrowDownLeft);
/** Money going out (Withdraw, Send). */
export const SendIcon = icon(ArrowUpRight);
export const AddIcon = icon(Plus);
export const EditIcon = icon(Pencil);
export const DeleteIcon = icon(Trash2);
export const FreezeIcon = icon(Snowflake);
export const RegenerateIcon = icon(RefreshCw);
export const TerminateIcon = icon(Ban);
export const PinIcon = icon(KeyRound);
export const SettingsIcon = icon(Settings);
export const EmptyIcon = icon(Inbox);
export const WalletIcon = icon(Wallet);
export const UnsupportedIcon = icon(CircleAlert);
/** Money put to work (Yield's Earn). */
export const EarnIcon = icon(TrendingUp);
/** Money taken back (Yield's Redeem). */
export const RedeemIcon = icon(Undo2);
/** Nothing matches a search or filters. */
export const NoMatchIcon = icon(SearchX);
