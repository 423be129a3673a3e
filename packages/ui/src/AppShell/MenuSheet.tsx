import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
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
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.sheetOverlay}
    >
      <Modal className={styles.sheet}>
        <AriaDialog aria-label="Menu" className={styles.sheetDialog}>
          <div className={styles.sheetHeader}>
            <Button
              variant="ghost"
              size="sm"
              aria-label="Close menu"
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
