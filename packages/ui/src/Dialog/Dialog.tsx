import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { t } from '@lingui/core/macro';
import { Button } from '../Button/Button';
import { ErrorIcon } from '../icons/icons';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { CloseIcon, AlertIcon, SuccessIcon, InfoIcon } from '../icons/statusIcons';
import styles from './Dialog.module.css';

/** Opens the Dialog inside it from the button before it (aria-expanded, focus back on close). */
export { DialogTrigger } from 'react-aria-components';

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
  /** `alertdialog` for messages that need an answer; outside clicks do not close it. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /**
   * The dialog's safe answer (the handler its Not Now, Cancel, OK or Close button runs): Escape
   * runs it. An alert dialog is not dismissed by react-aria (it would only hide, leaving the app's
   * state behind), so without this Escape does nothing.
   */
  onEscape?: () => void;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A ref for the dialog element that runs `onEscape` on Escape. (react-aria's components take no
 * key handlers, so a listener on the element; the latest `onEscape` is read when the key comes.)
 */
function useEscape(onEscape: (() => void) | undefined) {
  const latest = useRef(onEscape);
  useLayoutEffect(() => {
    latest.current = onEscape;
  });
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!latest.current || event.key !== 'Escape' || event.isComposing) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);
}

const toneIcons = { error: ErrorIcon, warning: AlertIcon, success: SuccessIcon, info: InfoIcon };

/**
 * A modal dialog: focus moves in and is trapped, Escape closes (an alert dialog runs its
 * `onEscape` instead), focus returns to the trigger on close, the page behind is inert.
 * Controlled with isOpen/onOpenChange or placed inside a DialogTrigger.
 */
export function Dialog({
  title,
  children,
  actions,
  tone,
  showClose = true,
  closeLabel,
  role = 'dialog',
  size = 'md',
  isDismissable,
  isKeyboardDismissDisabled,
  onEscape,
  ...overlayProps
}: DialogProps) {
  useActiveLocale();
  const isAlert = role === 'alertdialog';
  const escapeRef = useEscape(onEscape);
  const Icon = tone ? toneIcons[tone] : undefined;
  return (
    <ModalOverlay
      {...overlayProps}
      isDismissable={isDismissable ?? !isAlert}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled ?? (isAlert || onEscape !== undefined)}
      className={styles.overlay}
    >
      <Modal className={styles.modal} data-size={size}>
        <AriaDialog role={role} className={styles.dialog} data-tone={tone} ref={escapeRef}>
          {({ close }) => (
            <>
              {showClose && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={closeLabel ?? t`Close`}
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

export type AlertDialogProps = Omit<DialogProps, 'role' | 'onEscape'> &
  Required<Pick<DialogProps, 'onEscape'>>;

/**
 * A dialog that demands a response (errors, confirmations, outcomes): an outside click does not
 * dismiss it, and Escape gives its safe answer (`onEscape`, required so none is forgotten).
 */
export function AlertDialog(props: AlertDialogProps) {
  return <Dialog showClose={false} {...props} role="alertdialog" />;
}
