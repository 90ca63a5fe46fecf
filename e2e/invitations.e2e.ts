import { type APIRequestContext, expect, test } from '@playwright/test';
import { AccommodationFunnel, type RoomOccupants } from './pages/accommodation-pages.ts';
import { Identification } from './pages/identification-pages.ts';
import { Invitations } from './pages/invitation-pages.ts';
import { createActivatedAccount } from './support/accounts.ts';
import { graphql, orderStatus } from './support/api.ts';
import { bookableDays } from './support/visit-days.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const PASSWORD = 'Sésame-2027!';

/** Two adults, two children and a baby: one adult with the children, the other with the baby. */
const FAMILY = { adults: 2, children: 2, babies: 1 };
const WITH_CHILDREN: RoomOccupants = { adults: 1, children: 2, babies: 0 };
const WITH_BABY: RoomOccupants = { adults: 1, children: 0, babies: 1 };

test.describe('inviting fellow travellers (checkout-and-account.md §1 and §2)', () => {
  test('fr: a customer pays a package at Le Castellum, invites a traveller who gets the e-mail, and ends in the account', async ({
    page,
    browser,
    request,
  }) => {
    const day = await packageDay(request);
    const customer = {
      email: `camille.${Date.now()}@example.com`,
      firstName: 'Camille',
      lastName: 'Dubois',
      password: PASSWORD,
    };
    await createActivatedAccount(request, customer, 'fr');
    const funnel = new AccommodationFunnel(page, 'fr');
    const identification = new Identification(page, 'fr');
    const contacts = new Invitations(page, 'fr');
    const rooms = [
      funnel.stay.roomFor('Chambre familiale', funnel.stay.occupants(WITH_CHILDREN)),
      funnel.stay.roomFor('Chambre double', funnel.stay.occupants(WITH_BABY)),
    ];

    await funnel.openStartPage();
    await funnel.continueWithFamily(FAMILY);
    await funnel.chooseVisitLength(funnel.text.twoDays);
    await funnel.pickDay(day);
    await funnel.chooseStayOffer(funnel.stay.packageOffer);
    await funnel.distributeRooms([WITH_CHILDREN, WITH_BABY]);
    await funnel.openHotel('Le Castellum');
    await funnel.chooseSolution(rooms);
    await funnel.continueToSummary();
    await funnel.acceptTermsAndContinue();
    await identification.logIn(customer.email, PASSWORD);
    await identification.completeYourInformation({
      birthDate: '1988-03-02',
      phone: '06 12 34 56 78',
      streetAddress: '8 rue des Lilas',
      zipCode: '44000',
      city: 'Nantes',
    });
    const orderId = await funnel.storedOrderId();
    await funnel.payWithCard(SUCCESS_CARD);

    // checkout-and-account.md §2: after paying a park-hotel stay, the distribution contacts.
    await contacts.arrivedAtContacts();
    expect((await orderStatus(request, orderId)).status).toBe('paid');
    await expect(contacts.room(1)).toContainText(contacts.invitation.you('Camille Dubois'));
    const partner = {
      lastName: 'Dubois-Martin',
      firstName: 'Léa',
      email: `lea.${Date.now()}@example.com`,
      participant: 'Adulte',
      room: contacts.invitation.roomOption(2, 'Chambre double', 2),
    };
    await contacts.invite(partner);
    const invitedRoom = contacts.room(2, 'Chambre double');
    await expect(invitedRoom).toContainText('Léa Dubois-Martin');

    // The invited traveller receives the e-mail; its link opens their visit and their tickets.
    const elsewhere = await browser.newContext();
    const invitee = new Invitations(await elsewhere.newPage(), 'fr');
    await invitee.openInvitation(partner.email, 'Camille Dubois', 'Léa');
    await expect(invitee.page.getByText('Le Castellum, 1 nuit')).toBeVisible();
    await expect(invitee.page.getByText('Chambre double', { exact: true })).toBeVisible();
    await expect(invitee.page.getByText(customer.email)).toHaveCount(0);
    const ticketsLink = invitee.page.getByRole('link', { name: contacts.invitation.tickets });
    const tickets = await request.get((await ticketsLink.getAttribute('href')) ?? '');
    expect(tickets.headers()['content-type']).toBe('application/pdf');
    await elsewhere.close();

    // Delivered, the invitation shows as sent; the summary, the confirmation, the account.
    await expect(invitedRoom).toContainText(contacts.invitation.sent);
    await contacts.continueToSummary();
    await expect(contacts.room(2, 'Chambre double')).toContainText(contacts.invitation.sent);
    expect(await contacts.confirmDistribution()).toBe(
      (await orderStatus(request, orderId)).shortOrderId,
    );
    await contacts.goToAccount();
  });
});

/** The first day the calendar offers the family on which the 2-day package FR-PK1 is sold. */
async function packageDay(request: APIRequestContext): Promise<string> {
  for (const day of await bookableDays(request, FAMILY.adults + FAMILY.children)) {
    const { offers } = await graphql<{ offers: Array<{ code: string }> }>(
      request,
      `query ($startDate: String!, $adults: Int!, $children: Int!) {
        offers(language: fr, adults: $adults, children: $children, startDate: $startDate, duration: 2, track: date) { code }
      }`,
      { startDate: day, adults: FAMILY.adults, children: FAMILY.children },
    );
    if (offers.some((offer) => offer.code === 'FR-PK1')) return day;
  }
  throw new Error('No day with FR-PK1 in the coming year');
}
