import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { t } from '@lingui/core/macro';
import type { ToastQueue } from 'react-stately/useToastState';
import { ErrorIcon } from '../icons/icons';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { CloseIcon, SuccessIcon, InfoIcon } from '../icons/statusIcons';
import type { ToastContentValue } from './types';
import styles from './Toast.module.css';

const icons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon };

/** The toasts in react-aria's region; ToastRegion (Toast.tsx) loads it with the first toast. */
export default function ToastList({ queue }: { queue: ToastQueue<ToastContentValue> }) {
  useActiveLocale();
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
            <AriaButton slot="close" aria-label={t`Close`} className={styles.close}>
              <CloseIcon width={18} height={18} />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
