import { readFileSync } from 'node:fs';
import type { IResolvers } from 'mercurius';
import { catalogResolvers } from '../catalog/resolvers.ts';
import { orderResolvers } from '../orders/resolvers.ts';
import { paymentResolvers } from '../payments/resolvers.ts';

/** The contract: the `.graphql` file of each capability, in dependency order. */
const schemaFiles = [
  './error-code.graphql',
  '../catalog/catalog.graphql',
  '../orders/orders.graphql',
  '../payments/payments.graphql',
];

export const schema = schemaFiles
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');

export const resolvers: IResolvers = mergeResolvers([
  catalogResolvers,
  orderResolvers,
  paymentResolvers,
]);

function mergeResolvers(parts: IResolvers[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as IResolvers;
}
