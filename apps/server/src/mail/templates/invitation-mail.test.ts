import { LANGUAGES } from '@sesame/domain/i18n/language';
import { describe, expect, it } from 'vitest';
import { mailTemplates } from '../mail-templates.ts';

const LINK = 'https://billets.example/fr/invitation#token=abc&x=<1>';
const DATA = {
  firstName: 'Zoë <b>',
  invitedBy: 'Jeanne Darc',
  hotel: 'Le Castellum',
  room: 'Chambre familiale',
  startDate: '2027-06-12',
  endDate: '2027-06-13',
  invitationUrl: LINK,
};

// checkout-and-account.md §1: the invitation e-mail of a fellow traveller, in fr, en and es.
describe('the invitation e-mail', () => {
  it.each(LANGUAGES)(
    'in %s names who invites, the stay and the link, every value escaped',
    (language) => {
      const template = mailTemplates.invitation;
      const rendered = template.render(template.data.parse(DATA), language);
      expect(rendered.subject).toContain('Jeanne Darc');
      expect(rendered.html).toContain(`<html lang="${language}">`);
      expect(rendered.html).toContain(
        'href="https://billets.example/fr/invitation#token=abc&amp;x=&lt;1&gt;"',
      );
      expect(rendered.html).toContain('Zoë &lt;b&gt;');
      expect(rendered.html).not.toContain('<b>');
      expect(rendered.text).toContain(LINK);
      expect(rendered.text).toContain('Le Castellum');
      expect(rendered.text).toContain('2027');
    },
  );

  it('refuses data it cannot render', () => {
    expect(
      mailTemplates.invitation.data.safeParse({ ...DATA, invitationUrl: 'nope' }).success,
    ).toBe(false);
  });
});
