import { insurancePrice } from '@sesame/domain/pricing/insurance-price';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  basket,
  holdTickets,
  initOrder,
  openDays,
  query,
  saveBasket,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';

const QUOTE = `query ($booking: InsuranceBooking!) {
  insurance(booking: $booking) { price available insuranceId }
}`;

describeEachDatabase('saveBasket with the cancellation insurance', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
    // The quote reaches the sandbox insurer over real HTTP, on the app's own origin.
    await context().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => context().app.server.closeAllConnections());

  async function orderOn(date: string) {
    const { orderId } = await initOrder(context());
    expect(await holdTickets(context(), { orderId, date, quantity: 3 })).toMatchObject({
      success: true,
    });
    return orderId;
  }

  it('adds an INS line priced as the quote, after the insured lines, without postage nor gift', async () => {
    const date = days[0] as string;
    const orderId = await orderOn(date);
    const extras = { sendingMethod: 'courrier', isDonation: true, donationValue: 200 };
    const without = await saveBasket(context(), orderId, basket(date, extras));
    const quoted = await context().graphql<{ insurance: { price: number; available: boolean } }>(
      QUOTE,
      { booking: { orderId } },
    );
    expect(quoted.data?.insurance.available).toBe(true);

    const saved = await saveBasket(
      context(),
      orderId,
      basket(date, { ...extras, insurance: true }),
    );

    const tickets = without.lines.find((line) => line.kind === 'ticket')?.totalPrice ?? 0;
    const price = insurancePrice(tickets as never);
    expect(saved.success).toBe(true);
    expect(
      saved.lines.map(({ kind, code, label, totalPrice }) => ({ kind, code, label, totalPrice })),
    ).toEqual([
      { kind: 'ticket', code: 'FR-D1', label: '1-day ticket', totalPrice: tickets },
      {
        kind: 'insurance',
        code: 'INS',
        label: 'Cancellation insurance',
        totalPrice: price,
      },
      expect.objectContaining({ kind: 'postage' }),
      expect.objectContaining({ kind: 'donation', totalPrice: 200 }),
    ]);
    expect(price).toBe(quoted.data?.insurance.price);
    expect(saved.total).toBe(without.total + price);
    const [order] = await query<{ total_cents: number }>(
      context(),
      sql`select total_cents from orders where id = ${orderId}`,
    );
    expect(order?.total_cents).toBe(saved.total);

    // Quoted again with the insurance saved: it does not insure itself.
    const again = await context().graphql<{ insurance: { price: number } }>(QUOTE, {
      booking: { orderId },
    });
    expect(again.data?.insurance.price).toBe(price);
  });

  it('adds no line when the insurance is declined', async () => {
    const date = days[1] as string;
    const orderId = await orderOn(date);

    const declined = await saveBasket(context(), orderId, basket(date, { insurance: false }));

    expect(declined.lines.map((line) => line.kind)).toEqual(['ticket']);
  });
});
