import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import { t } from '@lingui/core/macro';
import { Button } from '../Button/Button';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { CloseIcon } from '../icons/statusIcons';
import { Sidebar } from '../Sidebar/Sidebar';
import type { AppShellProps } from './types';
import styles from './AppShell.module.css';

interface MenuSheetProps extends Pick<AppShellProps, 'sidebar' | 'topBarEnd'> {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sidebar on a phone: a full-screen sheet from the top (a modal: focus trapped, Escape closes). */
export default function MenuSheet({ isOpen, onOpenChange, sidebar, topBarEnd }: MenuSheetProps) {
  useActiveLocale();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.sheetOverlay}
    >
      <Modal className={styles.sheet}>
        <AriaDialog aria-label={t`Menu`} className={styles.sheetDialog}>
          <div className={styles.sheetHeader}>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Close menu`}
              onPress={() => onOpenChange(false)}
            >
              <CloseIcon width={22} height={22} />
            </Button>
          </div>
          <Sidebar {...sidebar} onNavigate={() => onOpenChange(false)} />
          {topBarEnd && <div className={styles.sheetEnd}>{topBarEnd}</div>}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
