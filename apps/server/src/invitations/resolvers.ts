import { LANGUAGES, type Language } from '@sesame/domain/i18n/language';
import { invitedTravellerSchema } from '@sesame/domain/invitations/invited-traveller-schema';
import { z } from 'zod';
import type { GraphqlContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import { parseArgs } from '../graphql/parse-args.ts';
import { userError } from '../graphql/user-error.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { type MessageCode, message } from '../i18n/messages.ts';
import { inviteTraveller } from './invite-traveller.ts';
import { invitedVisit } from './invited-visit.ts';
import { type ContactsRequest, orderContacts } from './order-contacts.ts';
import { placeOccupant } from './place-occupant.ts';

const orderArgs = z.object({
  orderId: z.uuid({ error: 'validation.format' }),
  language: z.enum(LANGUAGES),
});
const placeArgs = orderArgs.extend({
  occupantId: z.string().max(64, { error: 'validation.max' }),
  solutionIndex: z.int({ error: 'validation.format' }),
});
const visitArgs = z.object({
  token: z.string().max(64, { error: 'validation.max' }),
  language: z.enum(LANGUAGES),
});

/** The signed-in customer, or UNAUTHENTICATED: inviting is the main contact's, a customer's. */
function signedIn(ctx: GraphqlContext) {
  if (!ctx.customer) throw userError('UNAUTHENTICATED', ctx.language);
  return ctx.customer;
}

/**
 * checkout-and-account.md §5, invitation: the first field at fault, as a stable code whose
 * message names the rule (names of letters, spaces and hyphens; 'Email inválido').
 */
function travellerProblem(error: z.ZodError): MessageCode {
  const fields = new Set(error.issues.map((issue) => issue.path[0]));
  if (fields.has('lastName') || fields.has('firstName')) return 'INVITATION_NAME_INVALID';
  if (fields.has('email')) return 'INVITATION_EMAIL_INVALID';
  if (fields.has('solutionIndex')) return 'ROOM_NOT_FOUND';
  return 'INVALID_INPUT';
}

/** The answer of a change: the stay's contacts after it, or the failure's code and message. */
async function answer(
  ctx: GraphqlContext,
  request: ContactsRequest,
  result: { success: true } | { success: false; code: MessageCode },
  language: Language,
) {
  if (!result.success) {
    return {
      success: false,
      code: result.code,
      message: message(result.code, language),
      contacts: null,
    };
  }
  return {
    success: true,
    code: null,
    message: null,
    contacts: await orderContacts(ctx.db, request),
  };
}

/** invitations.graphql: the distribution contacts and invited travellers (decision 32). */
export const invitationResolvers: Resolvers = {
  Query: {
    async orderContacts(_root, args, ctx) {
      const customer = signedIn(ctx);
      // A malformed id is nobody's order: the same empty answer as another customer's.
      const parsed = orderArgs.safeParse(args);
      if (!parsed.success) return null;
      await enforceRateLimit(ctx, 'orderLookup');
      return orderContacts(ctx.db, {
        ...parsed.data,
        customerId: customer.id,
        platform: ctx.platform.code,
      });
    },

    async invitedVisit(_root, args, ctx) {
      const { token, language } = parseArgs(visitArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      return invitedVisit(ctx.db, token, language);
    },
  },

  Mutation: {
    async inviteTraveller(_root, args, ctx) {
      const customer = signedIn(ctx);
      const { orderId, language } = parseArgs(orderArgs, args, ctx.language);
      await enforceRateLimit(ctx, 'orderLookup');
      const request = { orderId, language, customerId: customer.id, platform: ctx.platform.code };
      const traveller = invitedTravellerSchema.safeParse(args.traveller);
      if (!traveller.success) {
        return answer(
          ctx,
          request,
          { success: false, code: travellerProblem(traveller.error) },
          language,
        );
      }
      const result = await inviteTraveller(ctx, {
        ...request,
        traveller: traveller.data,
        origin: ctx.publicUrl(ctx.reply.request),
      });
      return answer(ctx, request, result, language);
    },

    async placeOccupant(_root, args, ctx) {
      const customer = signedIn(ctx);
      const { orderId, language, occupantId, solutionIndex } = parseArgs(
        placeArgs,
        args,
        ctx.language,
      );
      await enforceRateLimit(ctx, 'orderLookup');
      const request = { orderId, language, customerId: customer.id, platform: ctx.platform.code };
      const result = await placeOccupant(ctx.db, { ...request, occupantId, solutionIndex });
      return answer(ctx, request, result, language);
    },
  },
};
