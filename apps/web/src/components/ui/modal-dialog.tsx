import { type ReactNode, useId } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import styles from './dialog.module.css';

export interface DialogProps {
  title: string;
  isOpen: boolean;
  /** A blocking dialog cannot be closed by Escape or a click outside: only its own actions close it. */
  isBlocking?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  children: ReactNode;
  actions: ReactNode;
}

/** The dialog itself, on React Aria's modal (loaded with the first dialog a visitor opens). */
export default function ModalDialog({
  title,
  isOpen,
  isBlocking = false,
  onOpenChange,
  children,
  actions,
}: DialogProps) {
  const bodyId = useId();
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable={!isBlocking}
      isKeyboardDismissDisabled={isBlocking}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Modal className={styles.modal}>
        {/* React Aria focuses the dialog itself as it opens, so that its title is read out; a
            blocking one is an alert, whose message is read with it (not a dialog's calendar). */}
        <AriaDialog
          className={styles.dialog}
          role={isBlocking ? 'alertdialog' : 'dialog'}
          aria-describedby={isBlocking ? bodyId : undefined}
        >
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
          <div className={styles.actions}>{actions}</div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
