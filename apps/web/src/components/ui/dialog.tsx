import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import styles from './dialog.module.css';

interface DialogProps {
  title: string;
  isOpen: boolean;
  /** A blocking dialog cannot be closed by Escape or a click outside: only its own actions close it. */
  isBlocking?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  children: ReactNode;
  actions: ReactNode;
}

export function Dialog({
  title,
  isOpen,
  isBlocking = false,
  onOpenChange,
  children,
  actions,
}: DialogProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable={!isBlocking}
      isKeyboardDismissDisabled={isBlocking}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Modal className={styles.modal}>
        <AriaDialog className={styles.dialog} role={isBlocking ? 'alertdialog' : 'dialog'}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <div className={styles.body}>{children}</div>
          <div className={styles.actions}>{actions}</div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
