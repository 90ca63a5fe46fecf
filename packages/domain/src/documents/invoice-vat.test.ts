import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { invoiceVat } from './invoice-vat.ts';

const line = (kind: string, amount: number) => ({ kind, totalPrice: cents(amount) });

describe('invoiceVat (issue 9: VAT shown as included)', () => {
  it.each<
    [
      string,
      'fr' | 'es',
      Array<{ kind: string; totalPrice: ReturnType<typeof cents> }>,
      [number, number, number, number],
    ]
  >([
    ['fr tickets at 10 %', 'fr', [line('ticket', 13500)], [10, 13500, 1227, 13500]],
    ['es tickets at 21 %', 'es', [line('ticket', 12100)], [21, 12100, 2100, 12100]],
    [
      'a coupon lowers the taxable amount',
      'fr',
      [line('ticket', 13500), line('coupon', -500)],
      [10, 13000, 1182, 13000],
    ],
    [
      'donation and insurance are outside VAT',
      'fr',
      [line('ticket', 11000), line('insurance', 550), line('donation', 200), line('postage', 490)],
      [10, 11490, 1045, 12240],
    ],
  ])('%s', (_case, platform, lines, [percent, taxable, vat, total]) => {
    expect(invoiceVat(platform, lines)).toEqual({ percent, taxable, vat, total });
  });
});
