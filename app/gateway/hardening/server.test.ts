import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, problemType } from '@/lib/domain/problem';
import { IS_BUILT, startAppServer, waitUntilUp } from '@/lib/testing/app-server';
import { productionCredentials } from '@/lib/testing/secrets';

// What the production server (server.mjs) answers before or around Next: issue 11, defect 6.
const PORT = 3231;

/** A raw GET (fetch would refuse some of these URLs itself): status, headers and parsed body. */
function get(rawPath: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: PORT, path: rawPath, method }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += String(chunk)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe.skipIf(!IS_BUILT)('the production server (needs a build)', () => {
  let server: ChildProcess;
  beforeAll(async () => {
    server = startAppServer(PORT, {
      ALLOW_DEV_DEFAULTS: '1',
      LOG_LEVEL: 'silent',
      LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'server-test-')),
    });
    await waitUntilUp(PORT, Date.now() + 45_000);
  }, 60_000);
  afterAll(() => server.kill('SIGTERM'));

  it.each([
    ['an undecodable page path', '/drugs/%', 'malformed-request'],
    ['an undecodable gateway path', '/gateway/Drug/%zz', 'malformed-request'],
    ['a 60 KB URL', `/gateway/Drug/FindDrugs?DrugName=${'x'.repeat(60_000)}`, 'headers-too-large'],
    ['an unknown gateway path', '/gateway/nothing/here', 'route-not-found'],
    // Found by bench/fuzz.ts: the bare prefix fell through to the site's HTML 404 page.
    ['the bare /gateway prefix', '/gateway', 'route-not-found'],
  ] as const)('%s → the catalogue’s problem+json', async (_, rawPath, slug) => {
    const response = await get(rawPath);
    expect(response.status).toBe(PROBLEM_TYPES[slug].status);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(JSON.parse(response.body)).toMatchObject({
      type: problemType(slug),
      title: PROBLEM_TYPES[slug].title,
      status: PROBLEM_TYPES[slug].status,
    });
  });

  // Issue 11 item 6 (found by bench/fuzz.ts): Next answered TRACE with a bare text 500 and
  // WebDAV-style methods with an empty 400 (or the page itself).
  it.each(['TRACE', 'PROPFIND', 'MKCOL'])(
    '%s, a method no route serves → 405 problem from the server, on pages too',
    async (method) => {
      for (const rawPath of ['/gateway/Drug/FindDrugs', '/healthz', '/drugs/atorvastatin']) {
        const response = await get(rawPath, method);
        expect(response.status, rawPath).toBe(405);
        expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
        expect(response.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
        expect(JSON.parse(response.body)).toMatchObject({
          type: problemType('method-not-allowed'),
          title: PROBLEM_TYPES['method-not-allowed'].title,
          status: 405,
        });
      }
    },
  );

  // Found by bench/fuzz.ts: the 400 for an undecodable path carried its body after a HEAD, which
  // a keep-alive client reads as garbage before the next response.
  it.each([
    ['an undecodable path', '/gateway/%zz'],
    ['a URL the parser refuses (raw bytes over 0x7f)', '/gateway/Drug/FindDrugs?x=\u00e9'],
  ])('HEAD of %s: the problem’s headers, no body', async (_, rawPath) => {
    const response = await get(rawPath, 'HEAD');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('CONNECT gets a 405 problem, not a dropped connection', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port: PORT,
        method: 'CONNECT',
        path: 'example.com:443',
      });
      req.on('connect', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(405);
  });

  it('405 with Allow for a method an endpoint does not serve', async () => {
    const response = await get('/gateway/Drug/FindDrugs', 'DELETE');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(JSON.parse(response.body).type).toBe('/problems/method-not-allowed');
  });
});

describe.skipIf(!IS_BUILT)('a production deployment (real secrets, https in front)', () => {
  const SECURE_PORT = 3232;
  let server: ChildProcess;
  beforeAll(async () => {
    server = startAppServer(SECURE_PORT, {
      ...productionCredentials().env,
      LOG_LEVEL: 'silent',
      LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'server-secure-')),
    });
    await waitUntilUp(SECURE_PORT, Date.now() + 45_000);
  }, 60_000);
  afterAll(() => server.kill('SIGTERM'));

  it('sends HSTS and a __Host- session cookie that is Secure', async () => {
    const page = await fetch(`http://127.0.0.1:${SECURE_PORT}/`);
    expect(page.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(page.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    const session = await fetch(`http://127.0.0.1:${SECURE_PORT}/gateway/session`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(session.headers.get('set-cookie')).toMatch(
      /^__Host-rxpf_session=[^;]+;.*Path=\/;.*HttpOnly;.*Secure;.*SameSite=Lax/,
    );
  });
});
