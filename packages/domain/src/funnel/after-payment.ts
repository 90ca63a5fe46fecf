import { type GuardContext, guard } from './guard.ts';
import { nextStep } from './next-step.ts';
import type { Route } from './routes.ts';

/**
 * checkout-and-account.md §2, next steps: the page a confirmed payment leads to, the payment
 * row of the next-step table (the distribution contacts for a park-hotel stay, else the
 * confirmation), unless that page's guard would send the visitor away (a guest, who invites no
 * one): then the confirmation, which a paid booking always reaches.
 */
export function afterPayment(ctx: GuardContext): Route {
  const next = nextStep('payment', ctx.booking, ctx.funnel, ctx.config);
  return guard(next, ctx) === null ? next : 'confirmation';
}

/** checkout-and-account.md §2: skipping the distribution contacts leads to mon-compte. */
export const AFTER_SKIPPED_CONTACTS: Route = 'mon-compte';
