import { type Cents, ZERO } from '@sesame/domain/money/cents';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import type { BasketLine } from '../../lib/basket-line.ts';
import { useFormatMoney } from '../../lib/format.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useMutation } from '../../lib/query/index.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { checkCoupons } from './check-coupons-query.ts';
import styles from './coupon-form.module.css';

// The schema, and zod with it, loads when the form is first checked (decisions 18 and 34).
const loadCouponSchema = () =>
  import('@sesame/domain/validation/coupon-schema').then((module) => module.couponFormSchema);

interface CouponFormProps {
  /** The codes the basket carries, in the order entered. */
  coupons: readonly string[];
  /** The saved basket's lines, which the codes are checked on; undefined while it is priced. */
  lines: readonly BasketLine[] | undefined;
  hasLargeFamilyCard: boolean;
  isDisabled: boolean;
  /** The codes accepted together and their discount: the basket is priced again with them. */
  onCouponsChange: (coupons: readonly string[], discount: Cents) => void;
}

type Outcome = { kind: 'applied' | 'removed'; code: string } | { kind: 'unavailable' } | null;

/**
 * booking-funnel.md §4 coupons and §8: a code is checked with those already applied on the
 * basket's products, and removing one checks the others again without it; a refused code shows
 * its reason, any other failure that the service is unavailable.
 */
export function CouponForm({
  coupons,
  lines,
  hasLargeFamilyCard,
  isDisabled,
  onCouponsChange,
}: CouponFormProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { register, handleSubmit, errorOf, setError, reset, refusal } = useZodForm(
    loadCouponSchema,
    {
      defaultValues: { code: '' },
    },
  );
  const [outcome, setOutcome] = useState<Outcome>(null);
  const check = useMutation({
    mutationFn: (codes: readonly string[]) => checkCoupons(codes, lines ?? [], hasLargeFamilyCard),
  });

  const update = async (
    codes: readonly string[],
    done: Exclude<Outcome, null | { kind: 'unavailable' }>,
  ) => {
    setOutcome(null);
    try {
      // Nothing left to check: the basket without coupons (even one its coupon made refused).
      const result =
        codes.length === 0
          ? ({ success: true, coupons: [], discount: ZERO } as const)
          : await check.mutateAsync(codes);
      if (!result.success) {
        const [first] = result.refused;
        if (first) setError('code', { message: `errors.${first.error}` });
        return;
      }
      onCouponsChange(result.coupons, result.discount);
      // The server's spelling of the code (trimmed, in capitals) is the one announced.
      setOutcome(
        done.kind === 'applied' ? { ...done, code: result.coupons.at(-1) ?? done.code } : done,
      );
      if (done.kind === 'applied') reset({ code: '' });
    } catch {
      setOutcome({ kind: 'unavailable' });
    }
  };

  const discountOf = (code: string) =>
    lines?.find((line) => line.kind === 'coupon' && line.code === code.toUpperCase())?.totalPrice;

  return (
    <Card aria-labelledby="coupons-title">
      <h2 id="coupons-title" className={styles.title}>
        {t('summary.coupons.title')}
      </h2>
      <Form
        className={styles.form}
        refusal={refusal}
        onSubmit={handleSubmit(({ code }) => update([...coupons, code], { kind: 'applied', code }))}
      >
        <Field
          label={t('summary.coupons.label')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errorOf('code')}
          {...register('code')}
        />
        <Button
          type="submit"
          variant="secondary"
          isPending={check.isPending}
          disabled={isDisabled || !lines}
        >
          {t('summary.coupons.apply')}
        </Button>
      </Form>
      {coupons.length > 0 && (
        <ul className={styles.applied} aria-label={t('summary.coupons.appliedList')}>
          {coupons.map((code) => {
            const discount = discountOf(code);
            return (
              <li key={code} className={styles.coupon}>
                <span className={styles.code}>{code}</span>
                {discount !== undefined && <span>{formatMoney(discount)}</span>}
                <Button
                  variant="ghost"
                  disabled={check.isPending || (coupons.length > 1 && (isDisabled || !lines))}
                  aria-label={t('summary.coupons.removeCode', { code })}
                  onClick={() =>
                    update(
                      coupons.filter((applied) => applied !== code),
                      { kind: 'removed', code },
                    )
                  }
                >
                  {t('summary.coupons.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {outcome?.kind === 'unavailable' ? (
        <Alert tone="danger">
          <p>{t('summary.coupons.unavailable')}</p>
        </Alert>
      ) : (
        <p role="status" className={styles.status}>
          {outcome && t(`summary.coupons.${outcome.kind}`, { code: outcome.code })}
        </p>
      )}
    </Card>
  );
}
