import { readFileSync } from 'node:fs';

/** The contract: the `.graphql` file of each capability, in dependency order. */
const schemaFiles = [
  './error-code.graphql',
  '../catalog/catalog.graphql',
  '../orders/orders.graphql',
  '../payments/payments.graphql',
  '../coupons/coupons.graphql',
  '../insurance/insurance.graphql',
  '../catalog/activities.graphql',
  '../restaurants/restaurants.graphql',
  '../accommodation/accommodation.graphql',
  '../account/account.graphql',
  '../completion/completion.graphql',
  '../invitations/invitations.graphql',
];

/** The SDL the server runs and scripts/codegen.ts generates the contract's types from. */
export const schema = schemaFiles
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');
