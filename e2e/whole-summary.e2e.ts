import { expect, test } from '@playwright/test';
import { cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';
import { flexibleRatePrice } from '@sesame/domain/pricing/flexible-rate-price';
import { insurancePrice } from '@sesame/domain/pricing/insurance-price';
import { POSTAGE } from '@sesame/domain/pricing/postage-price';
import { Funnel } from './pages/funnel-pages.ts';
import { orderStatus } from './support/api.ts';
import { passesOn } from './support/extras-api.ts';
import { firstDayAtPrice } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const GROUP = 2;
/** catalogue.md §7.2: FR-D1's adult price in the low tier, where PRIMEUR5 applies (§7.8). */
const LOW_TIER_ADULT = 4900;
/** catalogue.md §7.8: PRIMEUR5 takes 5 € off each adult 1-day ticket. */
const PRIMEUR5 = -500 * GROUP;
const DONATION = 200;

test('a fr booking with a pass, the flexible rate, insurance, a gift, posted tickets and PRIMEUR5, paid at its total', async ({
  page,
  request,
}) => {
  const day = await firstDayAtPrice(request, GROUP, 'FR-D1', LOW_TIER_ADULT);
  const pass = (await passesOn(request, day, GROUP)).find((offered) => offered.code === 'PE');
  if (!pass) throw new Error(`No Pass Émotion on ${day}`);
  const tickets = GROUP * LOW_TIER_ADULT;
  const flexible = flexibleRatePrice(cents(tickets));
  // catalogue.md §7.3 INS: the lines' prices, without the postage, the gift and the coupon's line.
  const insurance = insurancePrice(cents(tickets + pass.totalPrice + flexible));
  const total = tickets + pass.totalPrice + flexible + POSTAGE + PRIMEUR5 + insurance + DONATION;
  const funnel = new Funnel(page, 'fr');

  await funnel.openStartPage();
  await funnel.continueWithDefaultGroup();
  await funnel.pickDay(day);
  await funnel.chooseDayTicket();
  await funnel.choosePassAndContinue(funnel.text.emotionPass);
  expect(await funnel.addFlexibleRate()).toContain(formatMoney(flexible, 'fr'));
  expect(await funnel.choosePostalDelivery()).toContain(formatMoney(POSTAGE, 'fr'));
  expect(await funnel.applyCoupon('PRIMEUR5')).toBe('');
  expect(await funnel.chooseInsurance()).toContain(formatMoney(insurance, 'fr'));
  await funnel.giveDonation(formatMoney(cents(DONATION), 'fr'));

  const basket = page.getByRole('region', { name: 'Votre panier' });
  await expect(basket).toContainText(formatMoney(cents(total), 'fr'));

  const { orderId } = await funnel.checkOutAsGuest(
    {
      email: 'camille.complet@example.com',
      firstName: 'Camille',
      lastName: 'Roux',
      postalAddress: {
        streetAddress: '8 rue du Château',
        zipCode: '85000',
        city: 'La Roche-sur-Yon',
      },
    },
    SUCCESS_CARD,
    { insured: true },
  );

  const order = await orderStatus(request, orderId);
  expect(order.status).toBe('paid');
  expect(Object.fromEntries(order.lines.map((line) => [line.code, line.totalPrice]))).toEqual({
    'FR-D1': tickets,
    PE: pass.totalPrice,
    FLEX: flexible,
    POST: POSTAGE,
    PRIMEUR5,
    INS: insurance,
    DON: DONATION,
  });
  expect(order.total).toBe(total);
});
