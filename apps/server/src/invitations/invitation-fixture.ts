import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { FAMILY, twoDayStart } from '../accommodation/stay-test-fixture.ts';
import { asCustomer } from '../account/account-fixture.ts';
import { anAddress, send, settle } from '../documents/documents-fixture.ts';
import { activeAccount, signIn } from '../identity/identity-test-fixture.ts';
import {
  basket,
  CREATE_SHOPPING_CART,
  INIT_ORDER,
  query,
  SAVE_BASKET,
  SET_LOCKED_STOCK,
} from '../orders/order-flow-fixture.ts';
import type { TestContext } from '../test/test-app.ts';

// A signed-in main contact and their paid stay at Le Castellum, and the documents of
// invitations.graphql, for the invitations' tests.

export const FAMILY_ROOM = 'H-FR-CAS-FAMILY';

/**
 * The FAMILY group (2 adults, 2 children, a baby) in two family rooms: the first booked for an
 * adult, a child of 8 and the baby (3 people), the second for an adult and a child of 11 (2).
 */
const FAMILY_ROOMS = FAMILY.distribution.map((room) => ({ roomTypeCode: FAMILY_ROOM, ...room }));

export const CONTACTS_FIELDS = `
  orderId shortOrderId hotel startDate nights mainContactRoom
  rooms { solutionIndex roomTypeCode title adults children babies }
  travellers { id lastName firstName email participant solutionIndex status }
  repartition { solutionIndex occupants { id invitationSent } }
  travellersLeft { adult child baby }`;

export const ORDER_CONTACTS = `query ($orderId: ID!, $language: Language!) {
  orderContacts(orderId: $orderId, language: $language) { ${CONTACTS_FIELDS} }
}`;

export const INVITE_TRAVELLER = `mutation ($orderId: ID!, $language: Language!, $traveller: InvitedTravellerInput!) {
  inviteTraveller(orderId: $orderId, language: $language, traveller: $traveller) {
    success code message contacts { ${CONTACTS_FIELDS} }
  }
}`;

export const PLACE_OCCUPANT = `mutation ($orderId: ID!, $language: Language!, $occupantId: ID!, $solutionIndex: Int!) {
  placeOccupant(orderId: $orderId, language: $language, occupantId: $occupantId, solutionIndex: $solutionIndex) {
    success code message contacts { ${CONTACTS_FIELDS} }
  }
}`;

export const INVITED_VISIT = `query ($token: String!, $language: Language!) {
  invitedVisit(token: $token, language: $language) {
    firstName lastName hotel startDate endDate nights room ticketsUrl
    tickets { number label date visitor }
  }
}`;

export interface Contacts {
  orderId: string;
  shortOrderId: string;
  hotel: string;
  startDate: string;
  nights: number;
  mainContactRoom: number;
  rooms: Array<{ solutionIndex: number; roomTypeCode: string; title: string; adults: number }>;
  travellers: Array<{
    id: string;
    lastName: string;
    firstName: string;
    email: string;
    participant: string;
    solutionIndex: number;
    status: string;
  }>;
  repartition: Array<{
    solutionIndex: number;
    occupants: Array<{ id: string; invitationSent: boolean }>;
  }>;
  travellersLeft: { adult: number; child: number; baby: number };
}

export interface ContactsResult {
  success: boolean;
  code: string | null;
  message: string | null;
  contacts: Contacts | null;
}

/**
 * A 2-day visit of the FAMILY group with a night at Le Castellum in two family rooms, paid by
 * `customer` (its cart under their e-mail, a succeeded payment settled).
 */
export async function paidParkStay(
  context: TestContext,
  customer: { email: string; firstName: string; lastName: string },
) {
  const { date } = await twoDayStart(context.database.db, 'fr');
  const address = anAddress();
  const { orderId, shortOrderId } = await send<{ orderId: string; shortOrderId: string }>(
    context,
    address,
    INIT_ORDER,
    {},
  );
  const hold = async (data: Record<string, unknown>) =>
    expect(
      await send(context, address, SET_LOCKED_STOCK, {
        data: { orderId, startDate: date, ...data },
      }),
    ).toMatchObject({ success: true });
  await hold({
    service: 'TICKET',
    code: 'FR-D2',
    duration: 2,
    quantity: FAMILY.adults + FAMILY.children,
  });
  await hold({
    service: 'ACCOMMODATION',
    code: FAMILY_ROOM,
    duration: 1,
    quantity: 2,
    distribution: FAMILY.distribution,
  });
  const saved = await send<{ success: boolean }>(context, address, SAVE_BASKET, {
    orderId,
    basket: basket(date, {
      group: { adults: FAMILY.adults, children: FAMILY.children, babies: FAMILY.babies },
      duration: 2,
      offerCode: 'FR-D2',
      accommodation: {
        code: 'H-FR-CAS',
        startDate: date,
        nights: 1,
        breakfast: false,
        rooms: FAMILY_ROOMS,
      },
    }),
  });
  expect(saved).toMatchObject({ success: true });
  const cart = await send<{ success: boolean; shoppingCartId: string }>(
    context,
    address,
    CREATE_SHOPPING_CART,
    { orderId, customer },
  );
  expect(cart).toMatchObject({ success: true });
  await query(
    context,
    sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, status)
        select gen_random_uuid(), id, shopping_cart_id, 'sandbox', total_cents, 'succeeded'
        from orders where id = ${orderId}`,
  );
  expect(await settle(context, { ...cart, orderId, address, host: 'localhost' })).toBe('paid');
  return { orderId, shortOrderId, date };
}

/** A signed-in customer and their paid stay at Le Castellum: the stay's main contact. */
export async function mainContact(context: TestContext) {
  const email = await activeAccount(context);
  const session = await signIn(context, email);
  const stay = await paidParkStay(context, { email, firstName: 'Jeanne', lastName: 'Darc' });
  return { email, session, ...stay };
}

/** A traveller to invite: an adult into the second room unless told otherwise. */
export function aTraveller(fields: Record<string, unknown> = {}) {
  return {
    lastName: 'Martin',
    firstName: 'Léa',
    email: `lea.${Math.random().toString(36).slice(2, 10)}@example.com`,
    participant: 'adult',
    solutionIndex: 1,
    ...fields,
  };
}

/** inviteTraveller with the customer's bearer token (none for a guest), in `language`. */
export async function invite(
  context: TestContext,
  token: string | null,
  orderId: string,
  traveller: Record<string, unknown>,
  language = 'en',
) {
  return asCustomer<{ inviteTraveller: ContactsResult }>(context, token, INVITE_TRAVELLER, {
    orderId,
    language,
    traveller,
  });
}

/** The invitation e-mails of an order's travellers, with their delivery jobs. */
export async function invitationMails(context: TestContext, orderId: string) {
  return query<{ recipient: string; status: string; jobs: number; data: Record<string, string> }>(
    context,
    sql`select m.recipient, m.status, m.data,
          (select count(*)::int from pgboss.job j where j.name = 'mail-delivery'
            and j.data->>'mailId' = m.id::text) as jobs
        from invited_travellers t
        join mail_messages m on m.event_key = 'invitation:' || t.id::text
        where t.order_id = ${orderId}
        order by m.created_at, m.id`,
  );
}

/** The secret of the link in the invitation e-mail to `email`. */
export async function invitationToken(context: TestContext, email: string): Promise<string> {
  const [mail] = await query<{ url: string }>(
    context,
    sql`select data->>'invitationUrl' as url from mail_messages
        where template = 'invitation' and lower(recipient) = lower(${email})
        order by created_at desc limit 1`,
  );
  const token = /#token=([A-Za-z0-9_-]+)$/.exec(mail?.url ?? '')?.[1];
  if (!token) throw new Error(`No invitation to ${email}`);
  return token;
}
