import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { type AccountTicket, mergeTickets } from './merge-tickets.ts';

const ticket = (
  fields: Partial<AccountTicket> & Pick<AccountTicket, 'orderId'>,
): AccountTicket => ({
  gtsId: 'V1',
  startDate: '2027-06-12',
  ticketingId: fields.orderId.toUpperCase(),
  amount: cents(1000),
  catering: [],
  options: [],
  ...fields,
});

describe('mergeTickets (checkout-and-account.md §4)', () => {
  it('merges the orders of one gtsId: ids joined, amounts summed', () => {
    const [merged, ...others] = mergeTickets([
      ticket({ orderId: 'a', amount: cents(8900) }),
      ticket({ orderId: 'b', amount: cents(2450) }),
    ]);
    expect(others).toEqual([]);
    expect(merged).toMatchObject({
      orderId: 'a',
      ordersIds: ['a', 'b'],
      ticketingId: 'A,B',
      amount: 11350,
    });
  });

  it.each<[string, AccountTicket[], Array<[string, string]>]>([
    [
      'catering sorted by date, then hour',
      [
        ticket({ orderId: 'a', catering: [{ date: '2027-06-13', serviceTime: '12:00' }] }),
        ticket({
          orderId: 'b',
          catering: [
            { date: '2027-06-12', serviceTime: '19:30' },
            { date: '2027-06-12', serviceTime: '12:15' },
          ],
        }),
      ],
      [
        ['2027-06-12', '12:15'],
        ['2027-06-12', '19:30'],
        ['2027-06-13', '12:00'],
      ],
    ],
    ['no catering', [ticket({ orderId: 'a' }), ticket({ orderId: 'b' })], []],
  ])('%s', (_title, tickets, catering) => {
    expect(mergeTickets(tickets)[0]?.catering.map((c) => [c.date, c.serviceTime])).toEqual(
      catering,
    );
  });

  it('combines the dates of a pass bought in two orders, once each, in order', () => {
    const [merged] = mergeTickets([
      ticket({ orderId: 'a', options: [{ type: 'PE', dates: ['2027-06-13'] }] }),
      ticket({
        orderId: 'b',
        options: [
          { type: 'PE', dates: ['2027-06-12', '2027-06-13'] },
          { type: 'PGE', dates: ['2027-06-12'] },
        ],
      }),
    ]);
    expect(merged?.options).toEqual([
      { type: 'PE', dates: ['2027-06-12', '2027-06-13'] },
      { type: 'PGE', dates: ['2027-06-12'] },
    ]);
  });

  it('keeps the stay a completion added to the visit (§3 Ticket accommodation)', () => {
    const castellum = {
      code: 'H-FR-CAS',
      name: 'Le Castellum',
      startDate: '2027-06-12',
      nights: 1,
    };
    const [merged] = mergeTickets([
      ticket({ orderId: 'a' }),
      ticket({ orderId: 'b', accommodation: castellum }),
    ]);
    expect(merged?.accommodation).toEqual(castellum);
    expect(mergeTickets([ticket({ orderId: 'c', gtsId: 'V2' })])[0]?.accommodation).toBeNull();
  });

  it.each<[string, AccountTicket[], string[][]]>([
    [
      'different gtsIds stay apart',
      [ticket({ orderId: 'a', gtsId: 'V1' }), ticket({ orderId: 'b', gtsId: 'V2' })],
      [['a'], ['b']],
    ],
    [
      'without gtsId, the same start date merges',
      [
        ticket({ orderId: 'a', gtsId: null }),
        ticket({ orderId: 'b', gtsId: null }),
        ticket({ orderId: 'c', gtsId: null, startDate: '2027-07-01' }),
      ],
      [['a', 'b'], ['c']],
    ],
    [
      'a ticket with a gtsId never merges with one without',
      [ticket({ orderId: 'a', gtsId: 'V1' }), ticket({ orderId: 'b', gtsId: null })],
      [['a'], ['b']],
    ],
  ])('%s', (_title, tickets, groups) => {
    expect(mergeTickets(tickets).map((merged) => merged.ordersIds)).toEqual(groups);
  });
});
