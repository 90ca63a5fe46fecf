import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer } from '../account/account-fixture.ts';
import { paidOrder } from '../documents/documents-fixture.ts';
import { activeAccount, signIn } from '../identity/identity-test-fixture.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { devMailbox } from '../mail/mailer.ts';
import { openDays, query } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  aTraveller,
  type Contacts,
  invitationMails,
  invite,
  mainContact,
  ORDER_CONTACTS,
} from './invitation-fixture.ts';

describeEachDatabase(
  'inviting fellow travellers (checkout-and-account.md §1, §3, §5)',
  (context) => {
    let jeanne: Awaited<ReturnType<typeof mainContact>>;
    beforeAll(async () => {
      jeanne = await mainContact(context());
    });
    const token = () => jeanne.session.accessToken;
    const contacts = async (orderId = jeanne.orderId, bearer: string | null = token()) =>
      (
        await asCustomer<{ orderContacts: Contacts | null }>(context(), bearer, ORDER_CONTACTS, {
          orderId,
          language: 'en',
        })
      ).data?.orderContacts ?? null;

    it('shows the main contact the stay’s rooms, whom they were booked for, nobody invited yet', async () => {
      const stay = await contacts();
      expect(stay).toMatchObject({
        orderId: jeanne.orderId,
        shortOrderId: jeanne.shortOrderId,
        hotel: 'Le Castellum',
        startDate: jeanne.date,
        nights: 1,
        mainContactRoom: 0,
        rooms: [
          { solutionIndex: 0, roomTypeCode: 'H-FR-CAS-FAMILY', adults: 1, children: 1, babies: 1 },
          { solutionIndex: 1, roomTypeCode: 'H-FR-CAS-FAMILY', adults: 1, children: 1, babies: 0 },
        ],
        repartition: [
          { solutionIndex: 0, occupants: [{ id: 'main-contact', invitationSent: true }] },
          { solutionIndex: 1, occupants: [] },
        ],
        travellersLeft: { adult: 1, child: 2, baby: 1 },
      });
      expect(stay?.rooms[0]?.title).toEqual(expect.any(String));
    });

    it('invites a traveller into a room: the invitation and its e-mail job, queued once', async () => {
      const traveller = aTraveller({ lastName: 'De La Cruz', firstName: 'Anne-Marie' });
      const first = (await invite(context(), token(), jeanne.orderId, traveller)).data
        ?.inviteTraveller;
      expect(first).toMatchObject({ success: true, code: null, message: null });
      const invited = first?.contacts?.travellers.find((t) => t.email === traveller.email);
      expect(invited).toMatchObject({
        lastName: 'De La Cruz',
        firstName: 'Anne-Marie',
        participant: 'adult',
        solutionIndex: 1,
        status: 'NOT_SENT',
      });
      expect(first?.contacts?.repartition[1]).toEqual({
        solutionIndex: 1,
        occupants: [{ id: invited?.id, invitationSent: false }],
      });
      expect(first?.contacts?.travellersLeft).toEqual({ adult: 0, child: 2, baby: 1 });

      // The same traveller again (a double click, a retry): one invitation, one e-mail, one job.
      const again = (await invite(context(), token(), jeanne.orderId, traveller)).data
        ?.inviteTraveller;
      expect(again?.success).toBe(true);
      expect(again?.contacts?.travellers.filter((t) => t.email === traveller.email)).toHaveLength(
        1,
      );
      const mails = (await invitationMails(context(), jeanne.orderId)).filter(
        (mail) => mail.recipient === traveller.email,
      );
      expect(mails).toEqual([
        {
          recipient: traveller.email,
          status: 'queued',
          jobs: 1,
          data: expect.objectContaining({
            firstName: 'Anne-Marie',
            invitedBy: 'Jeanne Darc',
            hotel: 'Le Castellum',
            invitationUrl: expect.stringMatching(
              /^http:\/\/localhost\/en\/invitation#token=[\w-]{43}$/,
            ),
          }),
        },
      ]);

      // Delivered, it is sent; the room's entry says so.
      const [row] = await query<{ id: string }>(
        context(),
        sql`select id from mail_messages where lower(recipient) = lower(${traveller.email})`,
      );
      await deliverMail(context().database.db, devMailbox, row?.id ?? '');
      const after = await contacts();
      expect(after?.travellers.find((t) => t.id === invited?.id)?.status).toBe('SENT');
      expect(after?.repartition[1]?.occupants).toEqual([{ id: invited?.id, invitationSent: true }]);
    });

    it('invites a traveller asked for at once from several tabs once, and fills no room beyond its beds', async () => {
      const other = await mainContact(context());
      const twin = aTraveller({ participant: 'child', solutionIndex: 1, firstName: 'Tom' });
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          invite(context(), other.session.accessToken, other.orderId, twin),
        ),
      );
      expect(
        answers
          .map((answer) => answer.data?.inviteTraveller.code ?? null)
          .filter((code) => code !== 'BUSY'),
      ).toEqual(expect.arrayContaining([null]));
      expect((await invitationMails(context(), other.orderId)).map((mail) => mail.jobs)).toEqual([
        1,
      ]);

      // The second room sleeps 2 and has Tom: of three adults asked for at once, one gets the bed.
      const adults = ['Ana', 'Bea', 'Cloe'].map((firstName) => aTraveller({ firstName }));
      const placed = await Promise.all(
        adults.map((adult) => invite(context(), other.session.accessToken, other.orderId, adult)),
      );
      const codes = placed.map((answer) => answer.data?.inviteTraveller.code ?? null);
      expect(codes.filter((code) => code === null)).toHaveLength(1);
      expect(codes.filter((code) => code !== null && code !== 'BUSY')).toEqual(
        codes
          .filter((code) => code !== null && code !== 'BUSY')
          .map(() => expect.stringMatching(/ROOM_FULL|NO_TRAVELLER_LEFT/)),
      );
      const stay = await contacts(other.orderId, other.session.accessToken);
      expect(stay?.repartition[1]?.occupants).toHaveLength(2);
    });

    it('shows a failed e-mail as failed (‘Sending failed’), the job trying again', async () => {
      const traveller = aTraveller({ participant: 'baby', solutionIndex: 0, firstName: 'Noa' });
      expect(
        (await invite(context(), token(), jeanne.orderId, traveller)).data?.inviteTraveller.success,
      ).toBe(true);
      const [row] = await query<{ id: string }>(
        context(),
        sql`select id from mail_messages where lower(recipient) = lower(${traveller.email})`,
      );
      const refused = {
        transport: 'smtp' as const,
        send: async () => Promise.reject(new Error('550')),
      };
      await expect(deliverMail(context().database.db, refused, row?.id ?? '')).rejects.toThrow(
        '550',
      );
      const stay = await contacts();
      expect(stay?.travellers.find((t) => t.email === traveller.email)?.status).toBe('FAILED');
    });

    describe('only the order’s main contact invites (DESIGN.md invariant 5)', () => {
      it.each([
        ['another customer', 'other'],
        ['a random order id', 'random'],
        ['an order of the customer without a hotel', 'ticket'],
      ])('%s gets nothing, and nothing is invited', async (_case, who) => {
        let bearer = token();
        let orderId = jeanne.orderId;
        if (who === 'other') {
          bearer = (await signIn(context(), await activeAccount(context()))).accessToken;
        } else if (who === 'random') {
          orderId = randomUUID();
        } else {
          const [day] = await openDays(context(), 'fr', 30);
          orderId = (
            await paidOrder(context(), {
              date: day as string,
              customer: { email: jeanne.email, firstName: 'Jeanne', lastName: 'Darc' },
            })
          ).orderId;
        }
        const before = await invitationMails(context(), jeanne.orderId);
        expect(await contacts(orderId, bearer)).toBeNull();
        const answer = (
          await invite(context(), bearer, orderId, aTraveller({ participant: 'child' }))
        ).data?.inviteTraveller;
        expect(answer).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND', contacts: null });
        expect(await invitationMails(context(), jeanne.orderId)).toEqual(before);
      });

      it('a guest is asked to sign in', async () => {
        const answer = await invite(context(), null, jeanne.orderId, aTraveller());
        expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
        const stay = await asCustomer(context(), null, ORDER_CONTACTS, {
          orderId: jeanne.orderId,
          language: 'en',
        });
        expect(stay.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
      });
    });

    describe('bad input gets a clear, localised error and changes nothing (invariant 4)', () => {
      // The second room, booked for two, gets its second occupant: a child with the adult invited.
      beforeAll(async () => {
        const child = aTraveller({ participant: 'child', firstName: 'Tom', solutionIndex: 1 });
        const answer = (await invite(context(), token(), jeanne.orderId, child)).data
          ?.inviteTraveller;
        expect(answer?.contacts?.travellersLeft).toEqual({ adult: 0, child: 1, baby: 0 });
      });

      it.each<[string, Record<string, unknown>, string, string, string]>([
        [
          'a digit in the first name',
          { firstName: 'L3a' },
          'INVITATION_NAME_INVALID',
          'en',
          'Last and first names may only contain letters, spaces and hyphens.',
        ],
        [
          'an apostrophe in the last name',
          { lastName: "O'Neill" },
          'INVITATION_NAME_INVALID',
          'fr',
          'Le nom et le prénom ne peuvent contenir que des lettres, des espaces et des tirets.',
        ],
        [
          'no last name',
          { lastName: ' ' },
          'INVITATION_NAME_INVALID',
          'en',
          'Last and first names may only contain letters, spaces and hyphens.',
        ],
        ['a bad e-mail', { email: 'lea@' }, 'INVITATION_EMAIL_INVALID', 'es', 'Email inválido'],
        [
          'a room the stay does not have',
          { solutionIndex: 2, participant: 'child' },
          'ROOM_NOT_FOUND',
          'en',
          'This room is not part of your stay.',
        ],
        [
          'a negative room',
          { solutionIndex: -1, participant: 'child' },
          'ROOM_NOT_FOUND',
          'en',
          'This room is not part of your stay.',
        ],
        [
          'more occupants than the room sleeps',
          { solutionIndex: 1, participant: 'child' },
          'ROOM_FULL',
          'es',
          'Esta habitación ya tiene tantos ocupantes como los reservados.',
        ],
        [
          'a third adult for a group of two',
          { solutionIndex: 0 },
          'NO_TRAVELLER_LEFT',
          'en',
          'Every traveller of this age in your booking is already invited.',
        ],
      ])('%s', async (_case, fields, code, language, text) => {
        const before = await contacts();
        const answer = (
          await invite(context(), token(), jeanne.orderId, aTraveller(fields), language)
        ).data?.inviteTraveller;
        expect(answer).toEqual({ success: false, code, message: text, contacts: null });
        expect(await contacts()).toEqual(before);
      });

      it('answers a malformed order id as INVALID_INPUT', async () => {
        const answer = await invite(context(), token(), 'not-an-id', aTraveller());
        expect(answer.errors?.[0]?.extensions).toMatchObject({
          code: 'INVALID_INPUT',
          fields: ['orderId'],
        });
      });
    });
  },
);
