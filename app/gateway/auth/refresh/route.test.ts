import { describe, expect, it } from 'vitest';
import { POST as login } from '../token/route';
import { DEV_CLIENT_KEY as KEY } from '@/lib/server/core/env';
import { POST as refresh } from './route';

function post(
  handler: (r: Request) => Promise<Response>,
  path: string,
  body: string,
  headers: Record<string, string> = {},
) {
  return handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-svc-client-key': KEY, ...headers },
      body,
    }),
  );
}
const doLogin = (body = '{"groupID":"G1"}', headers: Record<string, string> = {}) =>
  post(login, '/gateway/auth/token', body, headers);
const doRefresh = (refreshToken: unknown, headers: Record<string, string> = {}) =>
  post(refresh, '/gateway/auth/refresh', JSON.stringify({ refreshToken }), headers);

async function expectProblem(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { status: number; errors?: Array<{ parameter: string }> };
  expect(body.status).toBe(status);
  return body;
}

describe('POST /gateway/auth/token (login)', () => {
  it('issues a Bearer pair, not cached', async () => {
    const response = await doLogin();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
      tokenType: 'Bearer',
    });
  });

  it('400 for a missing or malformed groupID, 401 for a bad client key', async () => {
    expect((await expectProblem(await doLogin('{}'), 400)).errors?.[0]?.parameter).toBe('groupID');
    expect(
      (await expectProblem(await doLogin('{"groupID":"no spaces"}'), 400)).errors?.[0]?.parameter,
    ).toBe('groupID');
    const unauthorized = await doLogin('{"groupID":"G1"}', { 'x-svc-client-key': 'wrong' });
    await expectProblem(unauthorized, 401);
    expect(unauthorized.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });
});

describe('POST /gateway/auth/refresh', () => {
  it('200 rotates the pair; the new refresh token works once', async () => {
    const first = await (await doLogin()).json();
    const response = await doRefresh(first.refreshToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const second = await response.json();
    expect(second).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await doRefresh(second.refreshToken)).status).toBe(200);
  });

  it('401 and family revoked when a rotated token is reused', async () => {
    const first = await (await doLogin()).json();
    const second = await (await doRefresh(first.refreshToken)).json();
    await expectProblem(await doRefresh(first.refreshToken), 401);
    await expectProblem(await doRefresh(second.refreshToken), 401); // the family is gone
  });

  it('exactly one of two concurrent refreshes with the same token succeeds', async () => {
    const first = await (await doLogin()).json();
    const statuses = (
      await Promise.all([doRefresh(first.refreshToken), doRefresh(first.refreshToken)])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('401 for an unknown or tampered token, or a bad or different client key', async () => {
    await expectProblem(await doRefresh('not-a-token'), 401);
    const pair = await (await doLogin()).json();
    await expectProblem(await doRefresh(`${pair.refreshToken.slice(0, -2)}xx`), 401);
    const unauthorized = await doRefresh(pair.refreshToken, { 'x-svc-client-key': 'wrong' });
    await expectProblem(unauthorized, 401);
    expect(unauthorized.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('400 when the body is not JSON, the field is missing or not a string', async () => {
    expect(
      (await expectProblem(await post(refresh, '/gateway/auth/refresh', '{not json'), 400))
        .errors?.[0]?.parameter,
    ).toBe('body');
    expect(
      (await expectProblem(await post(refresh, '/gateway/auth/refresh', '[]'), 400)).errors?.[0]
        ?.parameter,
    ).toBe('body');
    expect(
      (await expectProblem(await post(refresh, '/gateway/auth/refresh', '{}'), 400)).errors?.[0]
        ?.parameter,
    ).toBe('refreshToken');
    expect((await expectProblem(await doRefresh(12345), 400)).errors?.[0]?.parameter).toBe(
      'refreshToken',
    );
  });

  it('415 when the content type is not JSON', async () => {
    await expectProblem(
      await post(refresh, '/gateway/auth/refresh', '{"refreshToken":"x"}', {
        'content-type': 'text/plain',
      }),
      415,
    );
  });

  it('413 for a body over 4 KiB, whatever Content-Length claims', async () => {
    const big = JSON.stringify({ refreshToken: 'x'.repeat(5000) });
    await expectProblem(await post(refresh, '/gateway/auth/refresh', big), 413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = new Request('http://localhost/gateway/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-svc-client-key': KEY },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectProblem(await refresh(chunked), 413);
  });

  it('never puts a token in a problem body', async () => {
    const pair = await (await doLogin()).json();
    await doRefresh(pair.refreshToken);
    const text = await (await doRefresh(pair.refreshToken)).text();
    expect(text).not.toContain(pair.refreshToken);
  });
});
