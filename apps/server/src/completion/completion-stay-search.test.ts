import { randomUUID } from 'node:crypto';
import { COMPLETION_HEADER } from '@sesame/domain/completion/completion-header';
import { beforeAll, expect, it } from 'vitest';
import {
  ACCOMMODATION,
  ACCOMMODATION_DETAIL,
  type StayAnswer,
} from '../accommodation/stay-test-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  asCustomer,
  castellumStay,
  customerWithPaidOrder,
  customerWithTwoDayOrder,
  holdStay,
  startCompletion,
  twoDayStarts,
} from './completion-fixture.ts';

/** The family of the order fixture (2 adults and a child) in one room. */
const FAMILY_ROOM = [{ adults: 2, children: 1, ages: [8] }];

// booking-funnel.md §7: in completion mode the accommodation search carries the partner header
// (docs/spec-readings.md: X-Completion-Order, the completion order's id).
describeEachDatabase('completion mode: the hotels of a paid visit', (context) => {
  let starts: string[] = [];
  beforeAll(async () => {
    starts = await twoDayStarts(context());
  });
  let used = 0;
  const nextStart = () => starts[used++] as string;

  /** A search as the browser sends it, wrong about the visit, with the header of `completion`. */
  const search = <T>(
    document: string,
    token: string | null,
    completion: string,
    variables: Record<string, unknown> = {},
  ) =>
    asCustomer<T>(
      context(),
      token,
      document,
      {
        // Another visit's day, of one day, for one adult: none of it is the visit's.
        startDate: starts.at(-1),
        duration: 1,
        language: 'en',
        adults: 1,
        children: 0,
        babies: 0,
        distribution: FAMILY_ROOM,
        ...variables,
      },
      { [COMPLETION_HEADER]: completion },
    );

  it('searches the visit’s night for its group, whatever the browser sends', async () => {
    const date = nextStart();
    const ada = await customerWithTwoDayOrder(context(), date);
    const completion = await startCompletion(context(), ada.token, ada.order.orderId);
    const answer = await search<{ accommodation: StayAnswer[] }>(
      ACCOMMODATION,
      ada.token,
      completion,
    );
    expect(answer.errors).toBeUndefined();
    expect(
      answer.data?.accommodation.map((hotel) => [hotel.code, hotel.startDate, hotel.nights]),
    ).toEqual([
      ['H-FR-CAS', date, 1],
      ['H-FR-REL', date, 1],
    ]);
  });

  it('counts the rooms the completion holds as free to it', async () => {
    const date = nextStart();
    const bob = await customerWithTwoDayOrder(context(), date);
    const completion = await startCompletion(context(), bob.token, bob.order.orderId);
    await holdStay(context(), completion, castellumStay(date));
    const familyRoomsLeft = async (headers: boolean) => {
      const variables = { code: 'H-FR-CAS', startDate: date, duration: 2, adults: 2, children: 1 };
      const answer = headers
        ? await search<{ accommodationDetail: StayAnswer }>(
            ACCOMMODATION_DETAIL,
            bob.token,
            completion,
            variables,
          )
        : await asCustomer<{ accommodationDetail: StayAnswer }>(
            context(),
            bob.token,
            ACCOMMODATION_DETAIL,
            { ...variables, language: 'en', babies: 0, distribution: FAMILY_ROOM },
          );
      const rooms = answer.data?.accommodationDetail.rooms ?? [];
      const night = rooms
        .flatMap((room) => room.stock)
        .find((entry) => entry.allotementId === 'H-FR-CAS-FAMILY');
      return night?.availableStock;
    };
    const withHeader = await familyRoomsLeft(true);
    expect(withHeader).toEqual(expect.any(Number));
    expect(await familyRoomsLeft(false)).toBe((withHeader as number) - 1);
  });

  it.each<[string, string]>([
    ['a guest', 'UNAUTHENTICATED'],
    ['another customer', 'ORDER_NOT_FOUND'],
    ['an unknown completion', 'ORDER_NOT_FOUND'],
    ['a malformed header', 'ORDER_NOT_FOUND'],
  ])('answers %s %s', async (who, code) => {
    const date = nextStart();
    const cleo = await customerWithTwoDayOrder(context(), date);
    const dan = await customerWithPaidOrder(context(), date);
    const completion = await startCompletion(context(), cleo.token, cleo.order.orderId);
    const [token, header] = {
      'a guest': [null, completion],
      'another customer': [dan.token, completion],
      'an unknown completion': [cleo.token, randomUUID()],
      'a malformed header': [cleo.token, 'not-an-order'],
    }[who] as [string | null, string];
    const answer = await search(ACCOMMODATION, token, header);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code });
  });

  it('refuses the hotels to a day visit: it has no night', async () => {
    const date = nextStart();
    const eve = await customerWithPaidOrder(context(), date);
    const completion = await startCompletion(context(), eve.token, eve.order.orderId);
    const answer = await search(ACCOMMODATION, eve.token, completion, { duration: 2 });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'ACCOMMODATION_NOT_INCLUDED' });
  });
});
