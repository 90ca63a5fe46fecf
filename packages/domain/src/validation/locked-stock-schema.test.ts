import { describe, expect, it } from 'vitest';
import { deleteLockedStockSchema, lockedStockSchema } from './locked-stock-schema.ts';

const valid = {
  orderId: '0b6f3a8e-3c5d-4b1a-9f7e-2d4c6a8b0e12',
  service: 'EVENT',
  code: 'FR-NS',
  startDate: '2027-06-12',
  duration: 1,
  seating: 'LVL1',
  eventDate: '2027-06-12',
  quantity: 4,
};

describe('lockedStockSchema (booking-funnel.md §7, setLockedStock)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a valid hold', {}, []],
    ['order id not a uuid', { orderId: '42' }, ['orderId: validation.format']],
    ['order id missing', { orderId: undefined }, ['orderId: validation.required']],
    ['unknown service', { service: 'HOTEL' }, ['service: validation.format']],
    ['code empty', { code: ' ' }, ['code: validation.required']],
    ['start date invalid', { startDate: '2027-13-01' }, ['startDate: validation.date']],
    ['duration 4', { duration: 4 }, ['duration: validation.max']],
    ['unknown seating', { seating: 'VIP' }, ['seating: validation.format']],
    ['quantity 0', { quantity: 0 }, ['quantity: validation.min']],
    ['quantity 51', { quantity: 51 }, ['quantity: validation.max']],
    ['quantity 50', { quantity: 50 }, []],
  ])('%s', (_label, overrides, expected) => {
    const result = lockedStockSchema.safeParse({ ...valid, ...overrides });
    expect((result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(
      expected,
    );
  });

  it('defaults a day ticket hold to one day without show', () => {
    const { duration, seating, eventDate, ...ticket } = valid;
    expect(lockedStockSchema.parse({ ...ticket, service: 'TICKET' })).toMatchObject({
      duration: 1,
      seating: null,
      eventDate: null,
    });
  });
});

describe('deleteLockedStockSchema (removeOrderLockedStocks)', () => {
  it.each([
    [{ orderId: valid.orderId, service: 'ALL' }, true],
    [{ orderId: 'x', service: 'ALL' }, false],
    [{ orderId: valid.orderId, service: 'NONE' }, false],
  ])('%j valid: %s', (input, expected) => {
    expect(deleteLockedStockSchema.safeParse(input).success).toBe(expected);
  });
});
