import type { NewsletterRefusal as Refusal } from '@sesame/domain/newsletter/newsletter-subscription';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../lib/i18n.ts';

interface NewsletterRefusalProps {
  refusal: Refusal | undefined;
  /** The call failed unexpectedly (a server failure, no network). */
  failed: boolean;
  /** Closes the pop-in: the visitor may correct the address and try again. */
  onClose: () => void;
}

/**
 * checkout-and-account.md §8, newsletter: 'e-mail already in use' and 'confirmation already sent'
 * under the form; VALIDATION_ERROR in a pop-in (key order_confirmation.error.already_subscribed)
 * that its 'I understand' button closes.
 */
export function NewsletterRefusal({ refusal, failed, onClose }: NewsletterRefusalProps) {
  const { t } = useTranslation();
  if (failed) return <Alert tone="danger">{t('errors.GENERIC')}</Alert>;
  switch (refusal) {
    case undefined:
      return null;
    case 'EMAIL_IN_USE':
    case 'CONFIRMATION_ALREADY_SENT':
      return <Alert tone="danger">{t(`newsletter.error.${refusal}`)}</Alert>;
    case 'RATE_LIMITED':
      return <Alert tone="danger">{t('errors.RATE_LIMITED')}</Alert>;
    case 'VALIDATION_ERROR':
      return (
        <Dialog
          title={t('newsletter.popin.title')}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) onClose();
          }}
          actions={
            <Button variant="primary" onClick={onClose} autoFocus>
              {t('newsletter.popin.understood')}
            </Button>
          }
        >
          <p>{t('order_confirmation.error.already_subscribed')}</p>
        </Dialog>
      );
  }
}
