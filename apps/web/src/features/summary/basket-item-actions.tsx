import type { BasketItem, BasketItemChange } from '@sesame/domain/booking/basket-items';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './basket-item-actions.module.css';

export interface ItemChangeAction {
  change: BasketItemChange;
  /** The names of the other items the change takes out of the basket (itemsAlsoChanged). */
  alsoChanged: readonly string[];
  onConfirm: () => void;
}

interface BasketItemActionsProps {
  item: BasketItem;
  itemName: string;
  actions: readonly ItemChangeAction[];
  isPending: boolean;
}

/** What a button says: the change, in the words of the item it changes. */
function labelKey(item: BasketItem, change: BasketItemChange) {
  if (change === 'remove') return 'summary.items.remove';
  if (change === 'replace') return 'summary.items.replaceOffer';
  if (item.kind === 'ticket') return 'summary.items.changeDates';
  if (item.kind === 'showSeat') return 'summary.items.changeSeats';
  return 'summary.items.modify';
}

/**
 * booking-funnel.md §4, basket items: replace, modify or remove an item of the summary's basket.
 * A removal, or a change that takes other items with it, is confirmed first in a dialog that
 * names what else leaves the basket; a change that touches nothing else goes straight to its step.
 */
export function BasketItemActions({ item, itemName, actions, isPending }: BasketItemActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<ItemChangeAction | null>(null);
  const ask = (action: ItemChangeAction) => {
    if (action.change === 'remove' || action.alsoChanged.length > 0) setConfirming(action);
    else action.onConfirm();
  };
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <Button
          key={action.change}
          variant="ghost"
          className={styles.action}
          disabled={isPending}
          onClick={() => ask(action)}
        >
          {t(labelKey(item, action.change))} <span className={styles.hidden}>{itemName}</span>
        </Button>
      ))}
      {confirming && (
        <Dialog
          isOpen
          title={t(`summary.items.confirm.${confirming.change}.title`, { item: itemName })}
          onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {t('summary.items.confirm.cancel')}
              </Button>
              <Button
                onClick={() => {
                  setConfirming(null);
                  confirming.onConfirm();
                }}
              >
                {t(`summary.items.confirm.${confirming.change}.action`)}
              </Button>
            </>
          }
        >
          {confirming.alsoChanged.length > 0 ? (
            <>
              <p>{t('summary.items.confirm.alsoRemoved')}</p>
              <ul className={styles.alsoChanged}>
                {confirming.alsoChanged.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('summary.items.confirm.nothingElse')}</p>
          )}
        </Dialog>
      )}
    </div>
  );
}
