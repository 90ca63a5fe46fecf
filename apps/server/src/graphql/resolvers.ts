import type { IResolvers } from 'mercurius';
import { accommodationResolvers } from '../accommodation/resolvers.ts';
import { accountResolvers } from '../account/resolvers.ts';
import { catalogResolvers } from '../catalog/resolvers.ts';
import { completionResolvers } from '../completion/resolvers.ts';
import { couponResolvers } from '../coupons/resolvers.ts';
import { insuranceResolvers } from '../insurance/resolvers.ts';
import { invitationResolvers } from '../invitations/resolvers.ts';
import { orderResolvers } from '../orders/resolvers.ts';
import { paymentResolvers } from '../payments/resolvers.ts';
import { restaurantResolvers } from '../restaurants/resolvers.ts';
import type { Resolvers } from './generated/resolver-types.ts';

/** The resolvers of every capability, typed by the contract (generated/resolver-types.ts). */
export const resolvers: IResolvers = mergeResolvers([
  catalogResolvers,
  orderResolvers,
  paymentResolvers,
  couponResolvers,
  insuranceResolvers,
  accountResolvers,
  completionResolvers,
  accommodationResolvers,
  restaurantResolvers,
  invitationResolvers,
]);

function mergeResolvers(parts: Resolvers[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      merged[type] = { ...merged[type], ...fields };
    }
  }
  return merged as IResolvers;
}
