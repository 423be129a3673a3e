// The shared icons: Lucide's (lucide-react, one module per icon so a page loads only those it
// shows), under the names screens already use. Decorative: aria-hidden, the text beside them
// carries the meaning. Sized 1em so they follow the text; width/height props still override.
/* eslint-disable import-x/no-duplicates -- every lucide-react/icons/* module has the same type file */
import type { LucideIcon, LucideProps } from 'lucide-react';
import ArrowDownLeft from 'lucide-react/icons/arrow-down-left';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import Check from 'lucide-react/icons/check';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Copy from 'lucide-react/icons/copy';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Info from 'lucide-react/icons/info';
import Menu from 'lucide-react/icons/menu';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';

type IconProps = Omit<LucideProps, 'ref'>;

/** One of Lucide's icons with the ui's defaults. */
export const icon = (Icon: LucideIcon) => {
  const Shared = (props: IconProps) => (
    <Icon size="1em" aria-hidden="true" focusable="false" {...props} />
  );
  Shared.displayName = Icon.displayName;
  return Shared;
};

export const CheckIcon = icon(Check);
export const CloseIcon = icon(X);
export const AlertIcon = icon(TriangleAlert);
export const InfoIcon = icon(Info);
export const ErrorIcon = icon(CircleX);
export const SuccessIcon = icon(CircleCheck);
export const ChevronIcon = icon(ChevronRight);
export const ArrowLeftIcon = icon(ArrowLeft);
/** Money in and out (Amount's signed cue). */
export const ArrowInIcon = icon(ArrowDownLeft);
export const ArrowOutIcon = icon(ArrowUpRight);
export const CopyIcon = icon(Copy);
export const EyeIcon = icon(Eye);
export const EyeOffIcon = icon(EyeOff);
export const MenuIcon = icon(Menu);
