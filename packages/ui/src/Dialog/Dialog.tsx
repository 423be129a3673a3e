import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { CloseIcon, ErrorIcon, AlertIcon, SuccessIcon, InfoIcon } from '../icons/icons';
import styles from './Dialog.module.css';

export type DialogTone = 'error' | 'warning' | 'success' | 'info';

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode;
  /** An icon above the title for the spec's error, warning and success layouts. */
  tone?: DialogTone;
  /** Show a close (X) button. @default true */
  showClose?: boolean;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** `alertdialog` for messages that need an answer; Escape and outside clicks do not close it. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

const toneIcons = { error: ErrorIcon, warning: AlertIcon, success: SuccessIcon, info: InfoIcon };

/**
 * A modal dialog: focus moves in and is trapped, Escape closes (for role dialog), focus returns
 * to the trigger on close, the page behind is inert. Controlled with isOpen/onOpenChange or
 * placed inside a react-aria DialogTrigger.
 */
export function Dialog({
  title,
  children,
  actions,
  tone,
  showClose = true,
  closeLabel = 'Close',
  role = 'dialog',
  size = 'md',
  isDismissable,
  isKeyboardDismissDisabled,
  ...overlayProps
}: DialogProps) {
  const isAlert = role === 'alertdialog';
  const Icon = tone ? toneIcons[tone] : undefined;
  return (
    <ModalOverlay
      {...overlayProps}
      isDismissable={isDismissable ?? !isAlert}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled ?? isAlert}
      className={styles.overlay}
    >
      <Modal className={styles.modal} data-size={size}>
        <AriaDialog role={role} className={styles.dialog} data-tone={tone}>
          {({ close }) => (
            <>
              {showClose && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={closeLabel}
                  onPress={close}
                  className={styles.close}
                >
                  <CloseIcon width={20} height={20} />
                </Button>
              )}
              {Icon && (
                <span className={styles.icon}>
                  <Icon width={40} height={40} />
                </span>
              )}
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {children && <div className={styles.body}>{children}</div>}
              {actions && <div className={styles.actions}>{actions}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export type AlertDialogProps = Omit<DialogProps, 'role'>;

/** A dialog that demands a response (errors, confirmations): not dismissed by Escape or outside clicks. */
export function AlertDialog(props: AlertDialogProps) {
  return <Dialog showClose={false} {...props} role="alertdialog" />;
}
