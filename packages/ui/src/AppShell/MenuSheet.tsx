import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import { CloseIcon } from '../icons/icons';
import { Sidebar, type SidebarProps } from '../Sidebar/Sidebar';
import styles from './AppShell.module.css';

interface MenuSheetProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  sidebar: Omit<SidebarProps, 'isCollapsed' | 'onNavigate' | 'footer'>;
  topBarEnd?: ReactNode;
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
