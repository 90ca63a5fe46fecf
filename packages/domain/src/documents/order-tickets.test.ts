import { describe, expect, it } from 'vitest';
import { isShowTicket, orderTickets, type TicketedLine } from './order-tickets.ts';

const line = (
  fields: Partial<TicketedLine> & Pick<TicketedLine, 'kind' | 'code'>,
): TicketedLine => ({
  label: fields.code,
  date: '2027-06-12',
  adults: 0,
  children: 0,
  quantity: 1,
  ...fields,
});

describe('orderTickets (issue 9: one ticket per visitor and product)', () => {
  it.each<[string, TicketedLine[], Array<[string, 'adult' | 'child']>]>([
    [
      'a day ticket for 2 adults and 1 child',
      [line({ kind: 'ticket', code: 'FR-D1', adults: 2, children: 1, quantity: 3 })],
      [
        ['FR-D1', 'adult'],
        ['FR-D1', 'adult'],
        ['FR-D1', 'child'],
      ],
    ],
    [
      'day and show, then a pass for the same 2 visitors',
      [
        line({ kind: 'dayAndShow', code: 'FR-D1NS', adults: 1, children: 1, quantity: 2 }),
        line({ kind: 'pass', code: 'PE', adults: 1, children: 1, quantity: 2 }),
      ],
      [
        ['FR-D1NS', 'adult'],
        ['FR-D1NS', 'child'],
        ['PE', 'adult'],
        ['PE', 'child'],
      ],
    ],
    [
      'a child-only group',
      [line({ kind: 'christmas', code: 'ES-XMAS', children: 2, quantity: 2 })],
      [
        ['ES-XMAS', 'child'],
        ['ES-XMAS', 'child'],
      ],
    ],
    [
      'postage, donation, insurance, flexible rate and a coupon give no ticket',
      [
        line({ kind: 'ticket', code: 'FR-D1', adults: 1, quantity: 1 }),
        line({ kind: 'flexibleRate', code: 'FLEX' }),
        line({ kind: 'coupon', code: 'PRIMEUR5' }),
        line({ kind: 'insurance', code: 'INS' }),
        line({ kind: 'postage', code: 'POST', date: null }),
        line({ kind: 'donation', code: 'DON', date: null }),
      ],
      [['FR-D1', 'adult']],
    ],
    ['an empty order', [], []],
  ])('%s', (_case, lines, expected) => {
    const tickets = orderTickets(lines);
    expect(tickets.map((ticket) => [ticket.product, ticket.visitor])).toEqual(expected);
    expect(tickets.map((ticket) => ticket.number)).toEqual(expected.map((_, index) => index + 1));
  });

  it.each([
    ['nightShow', true],
    ['dayAndShow', true],
    ['package', true],
    ['ticket', false],
    ['pass', false],
  ])('a %s ticket shows the session time: %s', (kind, expected) => {
    expect(isShowTicket(kind)).toBe(expected);
  });
});
