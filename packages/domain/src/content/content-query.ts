import { z } from 'zod';
import { LANGUAGES } from '../i18n/language.ts';
import { CONTENT_KINDS, CONTENT_LIMITS } from './content-limits.ts';

const CODE = /^[A-Za-z0-9_-]{1,50}$/;

/**
 * checkout-and-account.md §7, content queries: what `POST {gateway}/content/drupal` answers. Hotel
 * and restaurant content come with those products.
 */
export const contentQuerySchema = z.object({
  query: z.enum(CONTENT_KINDS),
  variables: z.object({
    language: z.enum(LANGUAGES),
    /** A tooltip's or an alert's code (MON_COMPTE, ACCOUNT_CREATION), an offer's code. */
    code: z.string().regex(CODE).optional(),
    /** The FAQ of one account page. */
    faqCode: z.string().regex(CODE).optional(),
    limit: z.int().min(1).max(CONTENT_LIMITS.default).optional(),
  }),
});
export type ContentQuery = z.infer<typeof contentQuerySchema>;

/** A page of content (tooltip, marketing offer, FAQ entry), as the spec's content node. */
export interface ContentNode {
  code: string;
  title: string;
  text: string;
  main_image?: string;
  mobile_main_image?: string;
  link_title?: string;
  link_url?: string;
  ticket_description_brief?: string;
  ticket_description_long?: string;
  faq_code?: string;
}

/** An alert shown on a page (the spec's notification; bundle `vel_message`). */
export interface ContentNotification {
  code: string;
  title: string;
  text: string;
  type: 'info' | 'warning';
  bundle: 'vel_message';
  link_title?: string;
  link_url?: string;
}

/** A stress-marketing text (the spec's text config), its id without the language suffix. */
export interface TextConfig {
  id: string;
  value: string;
}

/** A term of the picto vocabulary (restaurant and service tags). */
export interface PictoTerm {
  code: string;
  picto: string;
  title: string;
}

export interface ContentNodes {
  tooltip: ContentNode;
  marketing_offer: ContentNode;
  faq: ContentNode;
  vel_message: ContentNotification;
  picto: PictoTerm;
  texts_configs: TextConfig;
}
