import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import { closedDay, showDay } from './catalog-test-data.ts';

const DEFAULT_PRICES =
  'query ($startDate: String!) { defaultPrices(startDate: $startDate) { SEATING_LVL2 SEATING_LVL3 } }';

describeEachDatabase('defaultPrices', (ctx) => {
  it('tells what Silver and Golden Square add to a Bronze seat at La Grande Veillée', async () => {
    const day = await showDay(ctx().database.db, 'fr');
    const { data } = await ctx().graphql(DEFAULT_PRICES, { startDate: day.date });
    expect(data).toEqual({ defaultPrices: { SEATING_LVL2: 900, SEATING_LVL3: 2200 } });
  });

  it('tells the supplements of Crónica de Fuego on the es platform', async () => {
    const day = await showDay(ctx().database.db, 'es');
    const { data } = await ctx().graphql(
      DEFAULT_PRICES,
      { startDate: day.date },
      { host: 'es.localhost' },
    );
    expect(data).toEqual({ defaultPrices: { SEATING_LVL2: 800, SEATING_LVL3: 2000 } });
  });

  it('still tells the supplements for a day without show', async () => {
    const { data } = await ctx().graphql(DEFAULT_PRICES, {
      startDate: await closedDay(ctx().database.db, 'fr'),
    });
    expect(data).toEqual({ defaultPrices: { SEATING_LVL2: 900, SEATING_LVL3: 2200 } });
  });

  it('refuses a date that does not exist', async () => {
    const { errors } = await ctx().graphql(DEFAULT_PRICES, { startDate: '2027-13-01' });
    expect(errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
  });
});
