import { expect, test } from '@playwright/test';
import { addDays } from '@sesame/domain/dates/calendar-days';
import { cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';
import { Funnel } from './pages/funnel-pages.ts';
import { offerOn } from './support/api.ts';
import { firstDayAtPrice } from './support/visit-days.ts';

// checkout-and-account.md §8 has four coupon errors. summary-refusals.e2e.ts shows 'no longer
// valid', 'already applied' and 'applicable to no product'; this file the fourth, 'cannot be
// combined': catalogue.md §7.3 FAMCARD, the large family card's discount is never combined with a
// coupon.

const GROUP = 2;
/** catalogue.md §7.2: FR-D1's adult price in the low tier, where PRIMEUR5 applies (§7.8). */
const LOW_TIER_ADULT = 4900;
const CARD_NUMBER = '75-2024-001234';

test("a promo code with a large family card: « Ce code de réduction n'est pas valide. », the family price kept", async ({
  page,
  request,
}) => {
  // A day where PRIMEUR5 would apply without the card.
  const day = await firstDayAtPrice(request, GROUP, 'FR-D1', LOW_TIER_ADULT);
  const plain = await offerOn(request, 'FR-D1', day, GROUP);
  const familyTotal = GROUP * Math.round(plain.price.adultUnitPrice * 0.9);
  const funnel = new Funnel(page, 'fr');

  await funnel.openStartPage();
  await funnel.continueWithLargeFamilyCard({ number: CARD_NUMBER, validity: addDays(day, 365) });
  await funnel.pickDay(day);
  await funnel.chooseDayTicket();
  await funnel.continueWithoutPass();
  const ticketLine = page.getByRole('listitem').filter({ hasText: funnel.text.familyRate });
  await expect(ticketLine).toContainText(formatMoney(cents(familyTotal), 'fr'));

  expect(await funnel.applyCoupon('PRIMEUR5')).toBe("Ce code de réduction n'est pas valide.");
  await expect(page.getByRole('list', { name: 'Codes promo appliqués' })).toHaveCount(0);
  await expect(ticketLine).toContainText(formatMoney(cents(familyTotal), 'fr'));
});
