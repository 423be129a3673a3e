/* eslint-disable import-x/no-duplicates -- every lucide-react/icons/* module has the same type file */
// The icons of a message's tone and its close button (dialogs, banners, toasts), apart from the
// shared icons so the login page, which shows none of them, does not load them. The error icon
// stays shared: every sign-in form's alert (screens' FormAlert) shows it.
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import { icon } from './icons';

export const CloseIcon = icon(X);
export const AlertIcon = icon(TriangleAlert);
export const InfoIcon = icon(Info);
export const SuccessIcon = icon(CircleCheck);
