/** checkout-and-account.md §7, content queries: the kinds of content the gateway answers. */
export const CONTENT_KINDS = [
  'tooltip',
  'marketing_offer',
  'faq',
  'vel_message',
  'picto',
  'texts_configs',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** checkout-and-account.md §9: lists default to 100; alerts and tooltips to 50; FAQ shows 5. */
export const CONTENT_LIMITS = { default: 100, alerts: 50, tooltips: 50, faqShown: 5 } as const;

const KIND_LIMITS: Record<ContentKind, number> = {
  tooltip: CONTENT_LIMITS.tooltips,
  marketing_offer: CONTENT_LIMITS.default,
  faq: CONTENT_LIMITS.default,
  vel_message: CONTENT_LIMITS.alerts,
  picto: CONTENT_LIMITS.default,
  texts_configs: CONTENT_LIMITS.default,
};

/** How many nodes a query may answer: what it asks, within its kind's limit. */
export function contentLimit(kind: ContentKind, asked?: number): number {
  return Math.min(asked ?? KIND_LIMITS[kind], KIND_LIMITS[kind]);
}
