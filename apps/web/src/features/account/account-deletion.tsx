import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './account-forms.module.css';
import { ConfirmPopin } from './confirm-popin.tsx';

interface AccountDeletionProps {
  isPending: boolean;
  isDeleted: boolean;
  failure: string | null;
  onConfirm: () => void;
  /** After the deleted notice: the session ends and the customer leaves the account area. */
  onLeave: () => void;
}

/**
 * checkout-and-account.md §4 and §9, account deletion: what it means (irreversible, within 24
 * hours, invoices kept up to 10 years for legal reasons), a confirmation pop-up, then the
 * deleted notice.
 */
export function AccountDeletion({
  isPending,
  isDeleted,
  failure,
  onConfirm,
  onLeave,
}: AccountDeletionProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.stack}>
      <p>{t('account.deletion.explanation')}</p>
      <ul>
        <li>{t('account.deletion.delay')}</li>
        <li>{t('account.deletion.legal')}</li>
        <li>{t('account.deletion.orders')}</li>
      </ul>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Button variant="secondary" onClick={() => setConfirming(true)} isPending={isPending}>
        {t('account.deletion.request')}
      </Button>
      <ConfirmPopin
        isOpen={confirming}
        title={t('account.deletion.confirmTitle')}
        text={t('account.deletion.confirmText')}
        confirmLabel={t('account.deletion.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onConfirm();
        }}
      />
      <Dialog
        title={t('account.deletion.doneTitle')}
        isOpen={isDeleted}
        isBlocking
        actions={<Button onClick={onLeave}>{t('account.deletion.leave')}</Button>}
      >
        <p>{t('account.deletion.done')}</p>
      </Dialog>
    </div>
  );
}
