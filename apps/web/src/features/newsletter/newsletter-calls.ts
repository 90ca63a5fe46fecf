import type { NewsletterSubscribeRequest } from '@sesame/domain/newsletter/newsletter-requests';
import {
  NEWSLETTER_REFUSALS,
  type NewsletterAnswer,
} from '@sesame/domain/newsletter/newsletter-subscription';
import { i18n } from '../../lib/i18n.ts';

/** DESIGN.md, gateway: the newsletter's routes on the site's own `/api`. */
const GATEWAY = '/api/newsletter';

/** An answer the newsletter calls do not expect (a server failure, no network). */
export class NewsletterCallFailed extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'Network error' : `HTTP ${status}`);
    this.name = 'NewsletterCallFailed';
  }
}

/** One call of the gateway, in the visitor's language (its e-mail and links follow it). */
async function post(path: string, body: unknown): Promise<{ status: number; answer: unknown }> {
  let response: Response;
  try {
    response = await fetch(`${GATEWAY}/${path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'accept-language': i18n.language,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new NewsletterCallFailed(null);
  }
  const answer = (await response.json().catch(() => null)) as unknown;
  return { status: response.status, answer };
}

const hasStatus = (answer: unknown): answer is { status: string; category?: string } =>
  typeof answer === 'object' && answer !== null && 'status' in answer;

const isSubscriptionAnswer = (answer: unknown): answer is NewsletterAnswer =>
  hasStatus(answer) &&
  (answer.status === 'PENDING' ||
    (answer.status === 'REFUSED' &&
      (NEWSLETTER_REFUSALS as readonly unknown[]).includes(answer.category)));

/**
 * checkout-and-account.md §7, newsletter: `POST {gateway}/newsletter/subscribe`, read as status
 * and category; any other answer is a NewsletterCallFailed.
 */
export async function subscribeToNewsletter(
  request: NewsletterSubscribeRequest,
): Promise<NewsletterAnswer> {
  const { status, answer } = await post('subscribe', request);
  if (status < 500 && isSubscriptionAnswer(answer)) return answer;
  throw new NewsletterCallFailed(status);
}

export type LinkAnswer =
  | { status: 'CONFIRMED' | 'UNSUBSCRIBED'; email: string }
  | { status: 'REFUSED'; category: 'LINK_INVALID' | 'RATE_LIMITED' | 'VALIDATION_ERROR' };

async function followLink(path: 'confirm' | 'unsubscribe', token: string): Promise<LinkAnswer> {
  const { status, answer } = await post(path, { token });
  if (status < 500 && hasStatus(answer)) return answer as LinkAnswer;
  throw new NewsletterCallFailed(status);
}

/** The confirmation link of the double opt-in e-mail. */
export const confirmSubscription = (token: string) => followLink('confirm', token);

/** The unsubscribe link of every newsletter e-mail; no login needed. */
export const unsubscribeFromNewsletter = (token: string) => followLink('unsubscribe', token);
