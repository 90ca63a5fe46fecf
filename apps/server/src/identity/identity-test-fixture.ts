import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from '../test/test-app.ts';

export const PASSWORD = 'Chevalier-1429!';

/** A fresh address for each test, so that tests of one file never meet. */
export function newEmail(): string {
  return `visitor.${randomBytes(5).toString('hex')}@example.com`;
}

/** A client address of its own, so that the per-address limits of one test spare the others. */
export function newAddress(): string {
  return `10.${[...randomBytes(3)].join('.')}`;
}

export interface IdpResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Calls the identity provider in process, as the web app does. */
export async function idp<T = Record<string, unknown>>(
  context: TestContext,
  method: 'GET' | 'POST',
  path: string,
  options: {
    body?: unknown;
    token?: string;
    cookie?: string;
    language?: string;
    address?: string;
    host?: string;
  } = {},
): Promise<IdpResponse<T>> {
  const headers: Record<string, string> = {
    host: options.host ?? 'localhost',
    'accept-language': options.language ?? 'en',
  };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  const response = await context.app.inject({
    method,
    url: `/idp${path}`,
    headers,
    payload: options.body as Record<string, unknown> | undefined,
    remoteAddress: options.address ?? '127.0.0.1',
  });
  return {
    status: response.statusCode,
    body: (response.body ? response.json() : {}) as T,
    headers: response.headers,
  };
}

/** The `sesame_refresh=…` pair of a response's Set-Cookie, to send back as a Cookie header. */
export function refreshCookieOf(response: IdpResponse): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const pair = header.split(';')[0] ?? '';
  expect(pair).toMatch(/^sesame_refresh=[A-Za-z0-9_-]{43}$/);
  return pair;
}

interface QueuedRow extends Record<string, unknown> {
  id: string;
  template: string;
  data: Record<string, string>;
  event_key: string;
}

/** The messages queued for an address, oldest first. */
export async function mailsTo(context: TestContext, email: string): Promise<QueuedRow[]> {
  const { rows } = await context.database.db.execute<QueuedRow>(sql`
    select id, template, data, event_key from mail_messages
    where lower(recipient) = lower(${email}) order by created_at, id`);
  return rows;
}

/** The token of the latest link of `template` mailed to the address. */
export async function latestLinkToken(
  context: TestContext,
  email: string,
  template: 'activation' | 'password-reset',
): Promise<string> {
  const mails = (await mailsTo(context, email)).filter((mail) => mail.template === template);
  const url = Object.values(mails.at(-1)?.data ?? {}).find((value) => value.startsWith('http'));
  const token = /#token=([A-Za-z0-9_-]{43})$/.exec(url ?? '')?.[1];
  if (!token) throw new Error(`No ${template} link mailed to ${email}`);
  return token;
}

export async function signUp(context: TestContext, email: string, password = PASSWORD) {
  return idp(context, 'POST', '/api/v1/users', {
    body: { email, password, firstName: 'Jeanne', lastName: 'Darc' },
    address: newAddress(),
  });
}

/** Signs up and activates an account; answers its e-mail. */
export async function activeAccount(
  context: TestContext,
  password = PASSWORD,
  email = newEmail(),
): Promise<string> {
  expect((await signUp(context, email, password)).status).toBe(201);
  const token = await latestLinkToken(context, email, 'activation');
  const activation = await idp(context, 'POST', '/api/v1/users/activation', {
    body: { token },
    address: newAddress(),
  });
  expect(activation.status).toBe(200);
  return email;
}

export interface Session {
  accessToken: string;
  idToken: string;
  cookie: string;
  customerId: string;
}

export async function signIn(
  context: TestContext,
  email: string,
  password = PASSWORD,
  host = 'localhost',
): Promise<Session> {
  const response = await idp<{ access_token: string; id_token: string }>(
    context,
    'POST',
    '/oauth2/v1/token',
    { body: { grant_type: 'password', username: email, password }, address: newAddress(), host },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const me = await idp<{ profile: { id: string } }>(context, 'GET', '/api/v1/users/me', {
    token: response.body.access_token,
    host,
  });
  return {
    accessToken: response.body.access_token,
    idToken: response.body.id_token,
    cookie: refreshCookieOf(response),
    customerId: me.body.profile.id,
  };
}
