import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionEnd, SESSION_STORAGE_KEY, sessionTokens, startSession } from './auth-session.ts';
import { type GraphqlDocument, request } from './graphql-client.ts';

const Query = 'query Platform { platform { code } }' as GraphqlDocument<
  { platform: { code: string } },
  Record<string, never>
>;

interface Call {
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** `/graphql` accepts only `valid` as access token; the token endpoint answers `refresh`. */
function stubServer({ valid, refresh }: { valid: string; refresh: 'rotates' | 'refused' }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        url,
        authorization: headers.authorization,
        body: JSON.parse(String(init.body)),
      });
      if (url === '/idp/oauth2/v1/token') {
        return refresh === 'rotates'
          ? Response.json({
              access_token: valid,
              id_token: 'id',
              token_type: 'Bearer',
              expires_in: 900,
            })
          : Response.json({ code: 'UNAUTHENTICATED' }, { status: 401 });
      }
      const authorization = headers.authorization;
      if (authorization && authorization !== `Bearer ${valid}`) {
        return Response.json(
          { errors: [{ message: 'Session ended', extensions: { code: 'UNAUTHENTICATED' } }] },
          { status: 401 },
        );
      }
      return Response.json({ data: { platform: { code: 'fr' } } });
    }),
  );
  return calls;
}

const signIn = (accessToken: string) =>
  startSession({
    access_token: accessToken,
    id_token: 'id',
    token_type: 'Bearer',
    expires_in: 900,
  });

describe('the bearer token on data queries (checkout-and-account.md §6)', () => {
  beforeEach(() => sessionStorage.removeItem(SESSION_STORAGE_KEY));
  afterEach(() => vi.unstubAllGlobals());

  it('sends no authorisation header without a login', async () => {
    const calls = stubServer({ valid: 'a.b.c', refresh: 'refused' });
    await request(Query);
    expect(calls).toEqual([expect.objectContaining({ url: '/graphql', authorization: undefined })]);
  });

  it('sends the access token, never the identity token, when logged in', async () => {
    const calls = stubServer({ valid: 'a.b.c', refresh: 'refused' });
    signIn('a.b.c');
    await request(Query);
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer a.b.c']);
  });

  it('refreshes an expired access token once and asks again', async () => {
    const calls = stubServer({ valid: 'new.access.token', refresh: 'rotates' });
    signIn('old.access.token');
    expect(await request(Query)).toEqual({ platform: { code: 'fr' } });
    expect(calls.map((call) => [call.url, call.authorization])).toEqual([
      ['/graphql', 'Bearer old.access.token'],
      ['/idp/oauth2/v1/token', undefined],
      ['/graphql', 'Bearer new.access.token'],
    ]);
    expect(calls[1]?.body).toEqual({ grant_type: 'refresh_token' });
    expect(sessionTokens()?.accessToken).toBe('new.access.token');
  });

  it('shares one refresh between queries that fail together', async () => {
    const calls = stubServer({ valid: 'new.access.token', refresh: 'rotates' });
    signIn('old.access.token');
    await Promise.all([request(Query), request(Query)]);
    expect(calls.filter((call) => call.url === '/idp/oauth2/v1/token')).toHaveLength(1);
  });

  it('ends the session when the refresh is refused, and asks as a guest', async () => {
    const calls = stubServer({ valid: 'never', refresh: 'refused' });
    const ended = vi.fn();
    const stopListening = onSessionEnd(ended);
    signIn('old.access.token');
    expect(await request(Query)).toEqual({ platform: { code: 'fr' } });
    stopListening();

    expect(ended).toHaveBeenCalledOnce();
    expect(sessionTokens()).toBeNull();
    expect(calls.at(-1)).toMatchObject({ url: '/graphql', authorization: undefined });
  });
});
