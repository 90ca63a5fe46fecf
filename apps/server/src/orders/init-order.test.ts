import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import { drawShortId, SHORT_ID_ALPHABET, SHORT_ID_LENGTH } from './init-order.ts';
import { initOrder, query } from './order-flow-fixture.ts';

describe('drawShortId', () => {
  it('draws codes a visitor can read out: 8 characters without 0/O, 1/I/L or U/V', () => {
    for (let draw = 0; draw < 200; draw += 1) {
      const id = drawShortId();
      expect(id).toHaveLength(SHORT_ID_LENGTH);
      expect([...id].every((character) => SHORT_ID_ALPHABET.includes(character))).toBe(true);
      expect(id).not.toMatch(/[01ILOUV]/);
    }
  });
});

describeEachDatabase('initOrder', (context) => {
  it('allocates a draft order with an unguessable id and a short id to read on the phone', async () => {
    const order = await initOrder(context());

    expect(order.orderId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(order.shortOrderId).toMatch(/^[2-9A-HJKMNP-TW-Z]{8}$/);
    const [row] = await query<{ status: string; platform: string; holds: string | null }>(
      context(),
      sql`select status, platform, holds_expire_at as holds from orders where id = ${order.orderId}`,
    );
    expect(row).toEqual({ status: 'draft', platform: 'fr', holds: null });
  });

  it('gives every order its own ids', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => initOrder(context())));
    expect(new Set(orders.map((order) => order.orderId)).size).toBe(20);
    expect(new Set(orders.map((order) => order.shortOrderId)).size).toBe(20);
  });

  it('belongs to the platform of the host the request came to', async () => {
    const order = await initOrder(context(), 'es.localhost');
    const [row] = await query<{ platform: string }>(
      context(),
      sql`select platform from orders where id = ${order.orderId}`,
    );
    expect(row?.platform).toBe('es');
  });
});
