import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../lib/i18n.ts';

interface ConfirmPopinProps {
  title: string;
  text: string;
  confirmLabel: string;
  isOpen: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** checkout-and-account.md §2 and §4: the account pages' confirmation pop-in. */
export function ConfirmPopin({
  title,
  text,
  confirmLabel,
  isOpen,
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmPopinProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            {t('account.popin.cancel')}
          </Button>
          <Button onClick={onConfirm} isPending={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
