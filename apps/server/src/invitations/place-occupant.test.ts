import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { asCustomer } from '../account/account-fixture.ts';
import { activeAccount, signIn } from '../identity/identity-test-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  aTraveller,
  type ContactsResult,
  invite,
  mainContact,
  PLACE_OCCUPANT,
} from './invitation-fixture.ts';

describeEachDatabase(
  'placing travellers in the rooms (checkout-and-account.md §3, repartition)',
  (context) => {
    let jeanne: Awaited<ReturnType<typeof mainContact>>;
    let partnerId: string;
    beforeAll(async () => {
      jeanne = await mainContact(context());
      const answer = await invite(
        context(),
        jeanne.session.accessToken,
        jeanne.orderId,
        aTraveller(),
      );
      partnerId = answer.data?.inviteTraveller.contacts?.travellers[0]?.id ?? '';
    });
    const place = async (
      occupantId: string,
      solutionIndex: number,
      bearer?: string,
      orderId?: string,
    ) =>
      (
        await asCustomer<{ placeOccupant: ContactsResult }>(
          context(),
          bearer ?? jeanne.session.accessToken,
          PLACE_OCCUPANT,
          { orderId: orderId ?? jeanne.orderId, language: 'en', occupantId, solutionIndex },
        )
      ).data?.placeOccupant;

    it('moves the main contact to the second room, with the invited adult', async () => {
      const moved = await place('main-contact', 1);
      expect(moved?.success).toBe(true);
      expect(moved?.contacts?.mainContactRoom).toBe(1);
      expect(moved?.contacts?.repartition).toEqual([
        { solutionIndex: 0, occupants: [] },
        {
          solutionIndex: 1,
          occupants: [
            { id: 'main-contact', invitationSent: true },
            { id: partnerId, invitationSent: false },
          ],
        },
      ]);
    });

    it('refuses a third occupant in the room booked for two, and changes nothing', async () => {
      const child = await invite(
        context(),
        jeanne.session.accessToken,
        jeanne.orderId,
        aTraveller({ participant: 'child', solutionIndex: 0, firstName: 'Tom' }),
      );
      const childId = child.data?.inviteTraveller.contacts?.travellers.find(
        (t) => t.firstName === 'Tom',
      )?.id;
      expect(await place(childId ?? '', 1)).toEqual({
        success: false,
        code: 'ROOM_FULL',
        message: 'This room already has as many occupants as it was booked for.',
        contacts: null,
      });
      expect(await place(childId ?? '', 3)).toMatchObject({
        success: false,
        code: 'ROOM_NOT_FOUND',
      });
      const back = await place('main-contact', 0);
      expect(back?.contacts?.repartition[0]?.occupants.map((o) => o.id)).toEqual([
        'main-contact',
        childId,
      ]);
    });

    it('moves nobody for another customer, nor an occupant the order does not have', async () => {
      const other = (await signIn(context(), await activeAccount(context()))).accessToken;
      expect(await place(partnerId, 0, other)).toMatchObject({
        success: false,
        code: 'ORDER_NOT_FOUND',
      });
      expect(await place(randomUUID(), 0)).toMatchObject({
        success: false,
        code: 'ORDER_NOT_FOUND',
      });
      expect(await place(partnerId, 0, undefined, randomUUID())).toMatchObject({
        success: false,
        code: 'ORDER_NOT_FOUND',
      });
    });
  },
);
