import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { NewCustomer } from '../pages/identification-pages.ts';

/**
 * An activated account, made through the identity provider's own calls: sign-up, then the link
 * of the activation e-mail as the dev mailbox shows it.
 */
export async function createActivatedAccount(
  request: APIRequestContext,
  customer: NewCustomer,
  language: 'fr' | 'en' | 'es',
): Promise<void> {
  const created = await request.post('/idp/api/v1/users', {
    data: customer,
    headers: { 'accept-language': language },
  });
  expect(created.status()).toBe(201);
  let token: string | undefined;
  await expect(async () => {
    const list = await (
      await request.get(`/dev/mailbox?to=${encodeURIComponent(customer.email)}`)
    ).text();
    const messageId = /href="\/dev\/mailbox\/([0-9a-f-]{36})"/.exec(list)?.[1];
    expect(messageId).toBeDefined();
    const message = await (await request.get(`/dev/mailbox/${messageId}`)).text();
    token = /identification\/activation#token=([A-Za-z0-9_-]+)/.exec(message)?.[1];
    expect(token).toBeDefined();
  }).toPass({ timeout: 30_000 });
  const activated = await request.post('/idp/api/v1/users/activation', { data: { token } });
  expect(activated.status()).toBe(200);
}
