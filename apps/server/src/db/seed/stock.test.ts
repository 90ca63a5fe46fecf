import { describe, expect, it } from 'vitest';
import { stockRows } from './stock.ts';

describe('stockRows', () => {
  it('gives a French high-tier day 26,000 park places, 8 % of them PE and 2 % PGE', () => {
    const rows = stockRows(
      'fr',
      [{ date: '2027-07-14', season: 'H', opensAt: '10:00', closesAt: '19:00' }],
      [],
    );
    expect(rows.map(({ product, capacity }) => [product, capacity])).toEqual([
      ['PARK', 26_000],
      ['PE', 2_080],
      ['PGE', 520],
    ]);
  });

  it('gives a Spanish low-tier day 8,000 park places', () => {
    const rows = stockRows(
      'es',
      [{ date: '2027-04-07', season: 'L', opensAt: '10:00', closesAt: '20:00' }],
      [],
    );
    expect(rows.find((row) => row.product === 'PARK')?.capacity).toBe(8_000);
  });

  it('sells no pass on Christmas days, when the major shows rest', () => {
    const rows = stockRows(
      'es',
      [{ date: '2026-12-26', season: 'P', opensAt: '10:00', closesAt: '22:00' }],
      [],
    );
    expect(new Set(rows.map((row) => row.product))).toEqual(new Set(['PARK', 'RECEPCION_REAL']));
  });

  it("opens La Posada's 36 slots of 25 children on a Christmas day, from 10:30 to 19:15", () => {
    const rows = stockRows(
      'es',
      [{ date: '2026-12-26', season: 'P', opensAt: '10:00', closesAt: '22:00' }],
      [],
    ).filter((row) => row.product === 'RECEPCION_REAL');
    expect(rows).toHaveLength(36);
    expect(rows.reduce((children, row) => children + row.capacity, 0)).toBe(900);
    expect(rows.map((row) => row.session).slice(0, 3)).toEqual(['10:30', '10:45', '11:00']);
    expect(rows.at(-1)).toMatchObject({ date: '2026-12-26', session: '19:15', category: '' });
  });

  it('opens La Posada on Christmas days only', () => {
    const rows = stockRows(
      'es',
      [{ date: '2027-04-07', season: 'L', opensAt: '10:00', closesAt: '20:00' }],
      [],
    );
    expect(rows.some((row) => row.product === 'RECEPCION_REAL')).toBe(false);
  });

  it('splits a show session into its three seat categories', () => {
    const rows = stockRows(
      'fr',
      [],
      [{ date: '2027-06-05', startsAt: '22:30', durationMinutes: 100 }],
    );
    expect(rows.map(({ session, category, capacity }) => [session, category, capacity])).toEqual([
      ['22:30', 'LVL1', 7_200],
      ['22:30', 'LVL2', 3_600],
      ['22:30', 'LVL3', 1_200],
    ]);
  });
});
