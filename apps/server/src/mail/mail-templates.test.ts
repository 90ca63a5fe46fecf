import { LANGUAGES } from '@sesame/domain/i18n/language';
import { describe, expect, it } from 'vitest';
import { mailTemplates } from './mail-templates.ts';

const LINK = 'https://billets.example/fr/identification/activation#token=abc&x=<1>';

describe('activation and reset e-mails', () => {
  const cases = LANGUAGES.flatMap((language) => [
    {
      language,
      template: 'activation' as const,
      data: { firstName: 'Zoë <b>', activationUrl: LINK },
    },
    {
      language,
      template: 'password-reset' as const,
      data: { firstName: 'Zoë <b>', resetUrl: LINK },
    },
  ]);

  it.each(cases)('$template in $language has a subject, an HTML and a text part', async (mail) => {
    const template = mailTemplates[mail.template];
    const rendered = await template.render(template.data.parse(mail.data) as never, mail.language);
    expect(rendered.subject.length).toBeGreaterThan(5);
    expect(rendered.html).toContain(`<html lang="${mail.language}">`);
    expect(rendered.html).toContain(
      'href="https://billets.example/fr/identification/activation#token=abc&amp;x=&lt;1&gt;"',
    );
    expect(rendered.html).toContain('Zoë &lt;b&gt;');
    expect(rendered.html).not.toContain('<b>');
    expect(rendered.text).toContain(LINK);
    expect(rendered.text).toContain('Zoë <b>');
    expect(rendered.text).not.toContain('<p');
  });

  it('says how long each link lives, in each language', async () => {
    const texts = await Promise.all(
      LANGUAGES.map(async (language) => [
        mailTemplates.activation.render({ firstName: 'A', activationUrl: LINK }, language).text,
        mailTemplates['password-reset'].render({ firstName: 'A', resetUrl: LINK }, language).text,
      ]),
    );
    expect(texts.map(([activation]) => /24/.test(activation ?? ''))).toEqual([true, true, true]);
    expect(texts.map(([, reset]) => /60/.test(reset ?? ''))).toEqual([true, true, true]);
    expect(new Set(texts.map(([activation]) => activation)).size).toBe(3);
  });

  it('refuses data a template cannot render', () => {
    expect(
      mailTemplates.activation.data.safeParse({ firstName: 'A', activationUrl: 'nope' }).success,
    ).toBe(false);
  });
});
