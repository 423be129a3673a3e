import type { ReactNode } from 'react';
import { AlertDialog, Button, Dialog, type ButtonVariant, type DialogTone } from '@wallet/ui';

export interface MessageAction {
  label: string;
  onPress: () => void;
  /** @default 'primary' for the main action, 'secondary' for the other */
  variant?: ButtonVariant;
  isDisabled?: boolean;
  isPending?: boolean;
  /** Stretch the button across the dialog. @default false */
  fullWidth?: boolean;
}

export interface MessageDialogProps {
  /** @default true (mounted when shown) */
  isOpen?: boolean;
  /** The icon above the title: success, info, warning or error. */
  tone?: DialogTone;
  title: string;
  /** The text. */
  children: ReactNode;
  /** The main action; it takes focus when the dialog opens. */
  action: MessageAction;
  /** A second action before it: the safe answer (Cancel, Not Now). */
  secondaryAction?: MessageAction;
  /**
   * The close button, Escape and a click outside: then a dismissable dialog (role dialog).
   * Without it the message must be answered with an action (role alertdialog), and Escape gives
   * the safe one (`secondaryAction`, else `action`).
   */
  onClose?: () => void;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

const ActionButton = ({
  label,
  onPress,
  variant,
  autoFocus = false,
  ...props
}: MessageAction & { variant: ButtonVariant; autoFocus?: boolean }) => (
  <Button {...props} variant={variant} autoFocus={autoFocus} onPress={onPress}>
    {label}
  </Button>
);

/**
 * A message with one or two answers (success, info, a warning to confirm): a title, a text, an
 * action, and optionally a second action or a way to close it.
 */
export function MessageDialog({
  isOpen = true,
  tone,
  title,
  children,
  action,
  secondaryAction,
  onClose,
  size = 'md',
}: MessageDialogProps) {
  const actions = (
    <>
      {secondaryAction && <ActionButton variant="secondary" {...secondaryAction} />}
      <ActionButton variant="primary" {...action} autoFocus />
    </>
  );
  const common = { isOpen, tone, title, size, actions };
  // Escape gives the safe answer: the second action (Cancel) if any, else the only one (OK,
  // Close); not while that button cannot be pressed.
  const safe = secondaryAction ?? action;
  const onEscape = () => {
    if (!safe.isDisabled && !safe.isPending) safe.onPress();
  };
  return onClose ? (
    <Dialog {...common} onOpenChange={(open) => !open && onClose()}>
      {children}
    </Dialog>
  ) : (
    <AlertDialog {...common} onEscape={onEscape}>
      {children}
    </AlertDialog>
  );
}
