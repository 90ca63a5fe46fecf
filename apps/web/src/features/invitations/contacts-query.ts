import type { Language } from '@sesame/domain/i18n/language';
import type { InvitedTraveller } from '@sesame/domain/invitations/invited-traveller-schema';
import type { OrderContactsFieldsFragment } from '../../lib/generated/graphql.ts';
import { expectSuccess, GraphqlError, graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions, skipToken, useMutation, useQueryClient } from '../../lib/query/index.ts';

/** What the contacts pages show of a stay; appended to each document that answers it. */
const CONTACTS_FRAGMENT = `
  fragment OrderContactsFields on OrderContacts {
    orderId
    shortOrderId
    hotel
    startDate
    nights
    mainContactRoom
    rooms { solutionIndex roomTypeCode title adults children babies }
    travellers { id lastName firstName email participant solutionIndex status }
    repartition { solutionIndex occupants { id invitationSent } }
    travellersLeft { adult child baby }
  }
`;

const OrderContactsDocument = graphql<'OrderContacts'>(`
  query OrderContacts($orderId: ID!, $language: Language!) {
    orderContacts(orderId: $orderId, language: $language) { ...OrderContactsFields }
  }
  ${CONTACTS_FRAGMENT}
`);

const InviteTravellerDocument = graphql<'InviteTraveller'>(`
  mutation InviteTraveller($orderId: ID!, $language: Language!, $traveller: InvitedTravellerInput!) {
    inviteTraveller(orderId: $orderId, language: $language, traveller: $traveller) {
      success
      code
    }
  }
`);

const PlaceOccupantDocument = graphql<'PlaceOccupant'>(`
  mutation PlaceOccupant($orderId: ID!, $language: Language!, $occupantId: ID!, $solutionIndex: Int!) {
    placeOccupant(orderId: $orderId, language: $language, occupantId: $occupantId, solutionIndex: $solutionIndex) {
      success
      code
    }
  }
`);

/** A paid park-hotel stay's rooms and travellers, as its main contact sees them. */
export type OrderContacts = OrderContactsFieldsFragment;

const contactsKey = (orderId: string | null, language: Language) =>
  ['orderContacts', orderId, language] as const;

/**
 * checkout-and-account.md §2, distribution contacts: the stay of the order just paid, for its
 * signed-in main contact. While an invitation's e-mail is on its way, it is asked again now and
 * then, so that its status (sent, or failed) shows without a reload.
 */
export function orderContactsQuery(orderId: string | null, language: Language) {
  return queryOptions({
    queryKey: contactsKey(orderId, language),
    queryFn: orderId
      ? async ({ signal }) => {
          const { orderContacts } = await request(
            OrderContactsDocument,
            { orderId, language },
            signal,
          );
          if (!orderContacts) throw new GraphqlError('ORDER_NOT_FOUND');
          return orderContacts;
        }
      : skipToken,
    refetchInterval: (query) =>
      query.state.data?.travellers.some((traveller) => traveller.status === 'NOT_SENT')
        ? 3000
        : false,
  });
}

/** The changes of the contacts page: each answers the stay's contacts after it, kept at once. */
// A change answers only whether it was made; the stay is then asked again, so that the
// documents stay within the API's depth limit (the contacts nest their rooms' occupants).
function useContactsChange<Input>(
  orderId: string | null,
  language: Language,
  change: (orderId: string, input: Input) => Promise<void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      if (!orderId) throw new GraphqlError('ORDER_NOT_FOUND');
      await change(orderId, input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKey(orderId, language) }),
  });
}

/** checkout-and-account.md §1 and §3: invites a fellow traveller into a room, by e-mail. */
export function useInviteTraveller(orderId: string | null, language: Language) {
  return useContactsChange(orderId, language, async (id, traveller: InvitedTraveller) => {
    const { inviteTraveller } = await request(InviteTravellerDocument, {
      orderId: id,
      language,
      traveller,
    });
    expectSuccess(inviteTraveller);
  });
}

/** checkout-and-account.md §3, repartition: moves the main contact or a traveller to a room. */
export function usePlaceOccupant(orderId: string | null, language: Language) {
  return useContactsChange(
    orderId,
    language,
    async (id, place: { occupantId: string; solutionIndex: number }) => {
      const { placeOccupant } = await request(PlaceOccupantDocument, {
        orderId: id,
        language,
        ...place,
      });
      expectSuccess(placeOccupant);
    },
  );
}
