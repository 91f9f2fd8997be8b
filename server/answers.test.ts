import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_COPY_HEADER as DOMAIN_HEADER } from '@/lib/domain/offline/offline-pages';
import { FALLBACK_HTML_CSP, OFFLINE_COPY_HEADER, withResponseDefaults } from './answers.mjs';

// Issue 21: the service worker keeps only pages marked keepable, and cannot see Set-Cookie; the
// server takes the mark off any answer that sets a cookie, however the cookie was set.
const answers: Record<string, (res: ServerResponse) => void> = {
  '/page': (res) => res.writeHead(200),
  '/cookie-header': (res) => {
    res.setHeader('Set-Cookie', 's=1');
    res.writeHead(200);
  },
  '/cookie-in-writehead': (res) => res.writeHead(200, { 'Set-Cookie': 's=1' }),
  '/cookie-in-array': (res) => res.writeHead(200, ['set-cookie', 's=1']),
  '/html-without-policy': (res) =>
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }),
  '/html-set-ahead': (res) => {
    res.setHeader('content-type', 'text/html');
    res.write('<p>');
  },
  '/html-with-policy': (res) =>
    res.writeHead(200, {
      'content-type': 'text/html',
      'content-security-policy': "script-src 'self'",
    }),
  '/json': (res) => res.writeHead(200, { 'content-type': 'application/json' }),
};

let baseUrl = '';
const server = createServer((req, res) => {
  withResponseDefaults(res, { requestId: 'r1', hsts: false });
  res.setHeader(OFFLINE_COPY_HEADER, 'allowed');
  answers[req.url ?? '']?.(res);
  res.end('ok');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Security review N-L3: HTML that missed the page policy (proxy.ts) still gets one, scriptless.
describe('the policy of every HTML answer', () => {
  it.each(['/html-without-policy', '/html-set-ahead'])(
    '%s gets the scriptless fallback',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.headers.get('content-security-policy')).toBe(FALLBACK_HTML_CSP);
    },
  );

  it('keeps the policy an HTML answer has, and adds none to JSON', async () => {
    const html = await fetch(`${baseUrl}/html-with-policy`);
    expect(html.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect((await fetch(`${baseUrl}/json`)).headers.get('content-security-policy')).toBeNull();
  });
});

describe('the offline-copy mark', () => {
  it('is the header the domain names', () => expect(OFFLINE_COPY_HEADER).toBe(DOMAIN_HEADER));

  it('stays on an answer without a cookie', async () => {
    const response = await fetch(`${baseUrl}/page`);
    expect(response.headers.get(OFFLINE_COPY_HEADER)).toBe('allowed');
  });

  it.each(['/cookie-header', '/cookie-in-writehead', '/cookie-in-array'])(
    'is taken off an answer that sets a cookie (%s)',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.headers.getSetCookie()).toEqual(['s=1']);
      expect(response.headers.get(OFFLINE_COPY_HEADER)).toBeNull();
    },
  );
});
