/**
 * readings.md §15: before the basket's 15 minutes run out, the visitor may keep the selection
 * another 15 minutes, at most 3 times per order, so that no basket holds places forever.
 */
export const HOLD_MINUTES = 15;
export const MAX_HOLD_RENEWALS = 3;
/** Issue 11: the basket bar warns two minutes before the selection expires. */
export const EXPIRY_WARNING_MINUTES = 2;

export interface HeldSelection {
  status: 'draft' | 'cart' | 'paid' | 'cancelled';
  /** Whether the order holds any place. */
  holdsPlaces: boolean;
  /** Whether the holds' expiry has passed (database clock). */
  holdsExpired: boolean;
  /** How many times the selection was kept already. */
  renewals: number;
}

export type RenewalRefusal = 'ORDER_ALREADY_PAID' | 'SELECTION_EXPIRED' | 'RENEWAL_LIMIT';

/** Why a held selection may not be kept another 15 minutes, or null when it may. */
export function renewalRefusal(selection: HeldSelection): RenewalRefusal | null {
  if (selection.status === 'paid') return 'ORDER_ALREADY_PAID';
  if (selection.status === 'cancelled' || !selection.holdsPlaces || selection.holdsExpired)
    return 'SELECTION_EXPIRED';
  if (selection.renewals >= MAX_HOLD_RENEWALS) return 'RENEWAL_LIMIT';
  return null;
}

export function renewalsLeft(renewals: number): number {
  return Math.max(0, MAX_HOLD_RENEWALS - renewals);
}

/** Whether the basket bar warns that the selection expires soon, `msLeft` before it does. */
export function isExpiryNear(msLeft: number): boolean {
  return msLeft > 0 && msLeft <= EXPIRY_WARNING_MINUTES * 60_000;
}

/** Whether the basket bar offers to keep the selection: with its warning, while renewals are left. */
export function isRenewalOffered(msLeft: number, renewals: number): boolean {
  return isExpiryNear(msLeft) && renewalsLeft(renewals) > 0;
}
