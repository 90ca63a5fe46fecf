import type { SendingMethod } from '@sesame/domain/booking/booking';
import type { Cents } from '@sesame/domain/money/cents';
import { InfoTip } from '../../components/content/info-tip.tsx';
import { type Choice, ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useTranslation } from '../../lib/i18n.ts';

interface DeliveryMethodProps {
  value: SendingMethod;
  /** Postage; null when tickets cannot be posted (other platform, or too close to the visit). */
  postage: Cents | null;
  onChange: (method: SendingMethod, price: Cents | null) => void;
}

/** booking-funnel.md §9: tickets by e-mail (free) or by post (France only, with a price). */
export function DeliveryMethod({ value, postage, onChange }: DeliveryMethodProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const choices: Choice<SendingMethod>[] = [
    {
      value: 'email',
      label: t('summary.delivery.email'),
      detail: t('summary.delivery.emailDetail'),
    },
  ];
  if (postage !== null) {
    choices.push({
      value: 'courrier',
      label: t('summary.delivery.post'),
      detail: t('summary.delivery.postDetail', { price: formatMoney(postage) }),
    });
  }
  return (
    <ChoiceGroup
      legend={t('summary.delivery.legend')}
      hint={<InfoTip code="DELIVERY" />}
      look="cards"
      choices={choices}
      value={value}
      onChange={(method) => onChange(method, method === 'courrier' ? postage : null)}
    />
  );
}
