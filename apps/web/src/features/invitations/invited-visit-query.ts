import type { Language } from '@sesame/domain/i18n/language';
import { GraphqlError, graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions, skipToken } from '../../lib/query/index.ts';

const InvitedVisitDocument = graphql<'InvitedVisit'>(`
  query InvitedVisit($token: String!, $language: Language!) {
    invitedVisit(token: $token, language: $language) {
      firstName
      lastName
      hotel
      startDate
      endDate
      nights
      room
      ticketsUrl
      tickets { number label date visitor }
    }
  }
`);

/**
 * checkout-and-account.md §1, invitations: the visit an invited traveller's link opens, their
 * tickets with it; a link that opens nothing is ORDER_NOT_FOUND.
 */
export function invitedVisitQuery(token: string | null, language: Language) {
  return queryOptions({
    queryKey: ['invitedVisit', token, language],
    queryFn: token
      ? async ({ signal }) => {
          const { invitedVisit } = await request(InvitedVisitDocument, { token, language }, signal);
          if (!invitedVisit) throw new GraphqlError('ORDER_NOT_FOUND');
          return invitedVisit;
        }
      : skipToken,
    retry: false,
  });
}
