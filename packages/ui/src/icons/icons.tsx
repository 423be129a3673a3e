// The shared icons: Lucide's (lucide-react, one module per icon so a page loads only those it
// shows), under the names screens already use. Decorative: aria-hidden, the text beside them
// carries the meaning. Sized 1em so they follow the text; width/height props still override.
/* eslint-disable import-x/no-duplicates -- every lucide-react/icons/* module has the same type file */
import type { LucideIcon, LucideProps } from 'lucide-react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Check from 'lucide-react/icons/check';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleX from 'lucide-react/icons/circle-x';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';

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
export const ErrorIcon = icon(CircleX);
export const ChevronIcon = icon(ChevronRight);
export const ArrowLeftIcon = icon(ArrowLeft);
export const EyeIcon = icon(Eye);
export const EyeOffIcon = icon(EyeOff);
