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
    ['quantity above the largest group (41)', { quantity: 41 }, ['quantity: validation.max']],
    ['quantity of the largest group (40)', { quantity: 40 }, []],
    [
      'quantity of the largest 32-bit integer',
      { quantity: 2_147_483_647 },
      ['quantity: validation.max'],
    ],
    ['code of 50 characters', { code: 'A'.repeat(50) }, []],
    ['code of 51 characters', { code: 'A'.repeat(51) }, ['code: validation.maxLength']],
    ['code with a NUL byte', { code: 'FR-NS\u0000' }, ['code: validation.format']],
    ['code with a control character', { code: 'FR-\u001bNS' }, ['code: validation.format']],
    ['start date before 2000', { startDate: '1999-12-31' }, ['startDate: validation.date']],
    ['event date after 2100', { eventDate: '2101-01-01' }, ['eventDate: validation.date']],
    ['start date that does not exist', { startDate: '2027-04-31' }, ['startDate: validation.date']],
    ['an activity slot', { service: 'ACTIVITY', code: 'RECEPCION_REAL', session: '10:30' }, []],
    ['a slot time that is no time', { session: '25:00' }, ['session: validation.format']],
    ['a slot time with seconds', { session: '10:30:00' }, ['session: validation.format']],
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
      session: null,
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
