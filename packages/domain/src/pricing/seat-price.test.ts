import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { seatSupplement, seatUnitPrice } from './seat-price.ts';

const supplements = (silver: number, golden: number) => ({
  SEATING_LVL2: cents(silver),
  SEATING_LVL3: cents(golden),
});

describe('seatUnitPrice (catalogue.md §7.2: Silver and Golden Square add a supplement to Bronze)', () => {
  // One row per show offer of the catalogue, at its Bronze L tier.
  it.each([
    ['FR-NS', [3300, 2100], [900, 2200], [4200, 3000], [5500, 4300]],
    ['FR-D1NS', [7700, 5400], [900, 2200], [8600, 6300], [9900, 7600]],
    ['ES-NS', [3000, 2000], [800, 2000], [3800, 2800], [5000, 4000]],
    ['ES-D1NS', [6600, 4800], [800, 2000], [7400, 5600], [8600, 6800]],
  ])('%s: Bronze %j, Silver %j… ', (_code, [adult, child], [silver, golden], lvl2, lvl3) => {
    const bronze = { adult: cents(adult ?? 0), child: cents(child ?? 0) };
    const extra = supplements(silver ?? 0, golden ?? 0);
    expect(seatUnitPrice(bronze, 'LVL1', extra)).toEqual(bronze);
    expect(seatUnitPrice(bronze, 'LVL2', extra)).toEqual({ adult: lvl2[0], child: lvl2[1] });
    expect(seatUnitPrice(bronze, 'LVL3', extra)).toEqual({ adult: lvl3[0], child: lvl3[1] });
  });

  it.each([
    ['LVL1', 0],
    ['LVL2', 900],
    ['LVL3', 2200],
  ] as const)('the supplement of %s is %i', (seating, expected) => {
    expect(seatSupplement(seating, supplements(900, 2200))).toBe(expected);
  });
});
