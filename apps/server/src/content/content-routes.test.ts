import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';

describeEachDatabase('POST /api/content/drupal', (ctx) => {
  const query = (payload: unknown, language = 'fr') =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/content/drupal',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', 'accept-language': language },
    });

  const nodes = async (payload: unknown) => {
    const response = await query(payload);
    expect(response.statusCode).toBe(200);
    return (response.json() as { nodes: Record<string, string>[] }).nodes;
  };

  it('answers a tooltip by code in each language', async () => {
    for (const [language, title] of [
      ['fr', 'Tarif flexible'],
      ['en', 'Flexible rate'],
      ['es', 'Tarifa flexible'],
    ]) {
      const [tooltip, ...others] = await nodes({
        query: 'tooltip',
        variables: { language, code: 'FLEXIBLE_RATE' },
      });
      expect(others).toEqual([]);
      expect(tooltip).toMatchObject({ code: 'FLEXIBLE_RATE', title });
    }
  });

  it('answers the marketing offers, alerts and picto terms', async () => {
    const offers = await nodes({ query: 'marketing_offer', variables: { language: 'en' } });
    expect(offers.map((node) => node.code)).toContain('FR-D2');
    expect(offers.every((node) => node.ticket_description_brief)).toBe(true);

    const [alert] = await nodes({
      query: 'vel_message',
      variables: { language: 'es', code: 'ACCOUNT_CREATION' },
    });
    expect(alert).toMatchObject({ bundle: 'vel_message', title: 'Una cuenta, todas sus entradas' });

    const pictos = await nodes({ query: 'picto', variables: { language: 'es' } });
    expect(pictos).toContainEqual({ code: 'VEGETARIAN', picto: 'leaf', title: 'Menu végétarien' });
  });

  it('filters the FAQ by page and keeps to the limit asked', async () => {
    const account = await nodes({
      query: 'faq',
      variables: { language: 'fr', faqCode: 'MON_COMPTE', limit: 5 },
    });
    expect(account).toHaveLength(5);
    expect(account.every((node) => node.faq_code === 'MON_COMPTE')).toBe(true);

    const profile = await nodes({
      query: 'faq',
      variables: { language: 'fr', faqCode: 'MON_COMPTE_PROFIL' },
    });
    expect(profile.map((node) => node.code)).toEqual(['FAQ_PERSONAL_DATA']);
  });

  it('answers the texts configs of the language with the suffix removed from their ids', async () => {
    const texts = await nodes({ query: 'texts_configs', variables: { language: 'es' } });
    expect(texts).toContainEqual({ id: 'high_demand', value: 'Fecha muy solicitada' });
    expect(texts.every((text) => !text.id?.endsWith('_es'))).toBe(true);
    expect(texts).toHaveLength(3);
  });

  it.each([
    ['an unknown kind', { query: 'users', variables: { language: 'fr' } }],
    ['no language', { query: 'tooltip', variables: {} }],
    ['a code that is no code', { query: 'tooltip', variables: { language: 'fr', code: "'; --" } }],
    ['a limit over 100', { query: 'faq', variables: { language: 'fr', limit: 1000 } }],
    ['a body that is no JSON', '{"query":'],
  ])('refuses %s with a localised 400', async (_case, payload) => {
    const response = await query(payload, 'es');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_INPUT',
      message: expect.stringMatching(/\S/),
    });
    expect(response.body).not.toMatch(/zod|stack|at \//i);
  });
});
