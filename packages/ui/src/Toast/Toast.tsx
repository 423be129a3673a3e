import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { CloseIcon, ErrorIcon, SuccessIcon, InfoIcon } from '../icons/icons';
import styles from './Toast.module.css';

export interface ToastContentValue {
  title: string;
  description?: string;
  /** @default 'info' */
  tone?: 'success' | 'error' | 'info';
}

/** How long a toast stays, in milliseconds (spec: 3 seconds). */
export const TOAST_DURATION_MS = 3000;

/** The app's one toast queue; render one <ToastRegion /> near the root. */
export const toastQueue = new ToastQueue<ToastContentValue>({ maxVisibleToasts: 3 });

/** Shows a toast for `timeout` ms (3 s by default). Returns its key, to close it early. */
export function showToast(content: ToastContentValue, timeout = TOAST_DURATION_MS) {
  return toastQueue.add(content, { timeout });
}

const icons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon };

/**
 * Where toasts appear. A landmark region; each toast is announced by screen readers, pauses its
 * timer while hovered or focused, and can be closed with its button. F6 reaches the region.
 */
export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueue<ToastContentValue> }) {
  return (
    <AriaToastRegion queue={queue} className={styles.region}>
      {({ toast }) => {
        const tone = toast.content.tone ?? 'info';
        const Icon = icons[tone];
        return (
          <AriaToast toast={toast} className={styles.toast} data-tone={tone}>
            <Icon className={styles.icon} />
            <ToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {toast.content.title}
              </Text>
              {toast.content.description && (
                <Text slot="description">{toast.content.description}</Text>
              )}
            </ToastContent>
            <AriaButton slot="close" aria-label="Close" className={styles.close}>
              <CloseIcon width={18} height={18} />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
