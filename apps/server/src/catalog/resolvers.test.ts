import { addDays } from '@sesame/domain/dates/calendar-days';
import { parisToday } from '@sesame/domain/dates/paris-today';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';

const PLATFORM = `{ platform { code country defaultLanguage currency christmasOffers christmasActivityOffers
  features { pass accommodation packageMode restaurants christmasActivities flexibleRate postalDelivery externalNewsletter }
  disabledOffers disabledPackageOffers disabledStepsByOffer { offerCode steps } park { name phone } } }`;
const DELIVERY = 'query ($startDate: String!) { delivery(startDate: $startDate) { price } }';

describeEachDatabase('platform and delivery', (ctx) => {
  const today = parisToday(new Date());

  it('describes the French platform to any host but the Spanish one', async () => {
    const { data } = await ctx().graphql(PLATFORM);
    expect(data).toEqual({
      platform: {
        code: 'fr',
        country: 'fr',
        defaultLanguage: 'fr',
        currency: 'EUR',
        christmasOffers: [],
        christmasActivityOffers: [],
        features: {
          pass: true,
          accommodation: true,
          packageMode: false,
          restaurants: true,
          christmasActivities: false,
          flexibleRate: true,
          postalDelivery: true,
          externalNewsletter: false,
        },
        disabledOffers: [],
        disabledPackageOffers: ['FR-NS'],
        disabledStepsByOffer: [{ offerCode: 'FR-NS', steps: ['pass'] }],
        park: { name: 'Les Terres de Légende', phone: '+33 1 99 00 85 85' },
      },
    });
  });

  it('describes the Spanish platform to its host, with its Christmas offers', async () => {
    const { data } = await ctx().graphql<{ platform: Record<string, unknown> }>(
      PLATFORM,
      {},
      { host: 'es.localhost' },
    );
    expect(data?.platform).toMatchObject({
      code: 'es',
      defaultLanguage: 'es',
      christmasOffers: ['ES-XMAS', 'ES-XMAS-PK'],
      christmasActivityOffers: ['ES-XMAS', 'ES-XMAS-PK'],
      features: expect.objectContaining({
        postalDelivery: false,
        externalNewsletter: true,
        christmasActivities: true,
      }),
      disabledOffers: [],
      disabledPackageOffers: ['ES-NS'],
      disabledStepsByOffer: [
        { offerCode: 'ES-NS', steps: ['pass'] },
        { offerCode: 'ES-XMAS', steps: ['pass'] },
        { offerCode: 'ES-XMAS-PK', steps: ['pass'] },
      ],
      park: { name: 'Tierras de Leyenda', phone: '+34 925 000 000' },
    });
  });

  it('prices postal delivery 4.90 € for a visit at least 10 days ahead', async () => {
    const { data } = await ctx().graphql(DELIVERY, { startDate: addDays(today, 10) });
    expect(data).toEqual({ delivery: { price: 490 } });
  });

  it('offers no postal delivery closer to the visit, nor on the Spanish platform', async () => {
    const soon = await ctx().graphql(DELIVERY, { startDate: addDays(today, 9) });
    const spanish = await ctx().graphql(
      DELIVERY,
      { startDate: addDays(today, 30) },
      { host: 'es.localhost' },
    );
    expect(soon.data).toEqual({ delivery: { price: null } });
    expect(spanish.data).toEqual({ delivery: { price: null } });
  });

  it('refuses a malformed date', async () => {
    const { errors } = await ctx().graphql(DELIVERY, { startDate: 'tomorrow' });
    expect(errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
  });
});
