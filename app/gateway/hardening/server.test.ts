import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { PROBLEM_TYPES, problemType } from '@/lib/domain/api/problem';
import { appServerForSuite } from '@/test-support/app-server';
import { productionCredentials } from '@/test-support/secrets';
import { describeNeeding } from '@/test-support/prerequisites';

// What the production server (server.mjs) answers before or around Next.
const PORT = 3231;

interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Send no Host header at all (node:http adds one by default). */
  noHost?: boolean;
  /** The local address to connect from (127.0.0.2 plays the trusted proxy below). */
  from?: string;
  port?: number;
}

/** A raw request (fetch would refuse some of these URLs itself): status, headers and body. */
function get(rawPath: string, options: RawOptions | string = {}) {
  const {
    method = 'GET',
    headers = {},
    noHost = false,
    from,
    port = PORT,
  } = typeof options === 'string' ? { method: options } : options;
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: rawPath,
          method,
          headers,
          setHost: !noHost,
          localAddress: from,
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += String(chunk)));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

/** The headers every response carries, whoever writes it (next.config.ts or server.mjs). */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

describeNeeding(['a build'], 'the production server', () => {
  appServerForSuite(PORT, { ALLOW_DEV_DEFAULTS: '1', LOG_LEVEL: 'silent' });

  it.each([
    ['an undecodable page path', '/drugs/%', 'malformed-request'],
    ['an undecodable gateway path', '/gateway/Drug/%zz', 'malformed-request'],
    // Targets no URL parser takes: they once threw in server.mjs and hung until the 408.
    ['a target that is not a URL path', '//[x', 'malformed-request'],
    ['an absolute target with a bad host', 'http://[x/', 'malformed-request'],
    // Security review N-L1: these were a bare text 500 with a plain-text stack in the log.
    ['an asterisk target', '*', 'malformed-request'],
    ['an asterisk target with a path', '*/healthz', 'malformed-request'],
    ['a file: target', 'file:///etc/passwd', 'malformed-request'],
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

  // Methods no route serves (TRACE, WebDAV's) are a 405 problem from server.mjs, never Next's
  // bare 500 or empty 400 (found by bench/fuzz.ts).
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

  // server.mjs's own answers carry the security headers, no-store and a request id; a request
  // without Host is a problem too.
  it.each([
    ['an undecodable path (400)', '/drugs/%', {}, 400],
    ['TRACE (405)', '/gateway/Drug/FindDrugs', { method: 'TRACE' }, 405],
    ['a 60 KB URL (431)', `/gateway/Drug/FindDrugs?q=${'x'.repeat(60_000)}`, {}, 431],
    ['raw bytes over 0x7f (400)', '/gateway/Drug/FindDrugs?x=\u00e9', {}, 400],
    ['no Host header (400)', '/gateway/session', { noHost: true }, 400],
  ] as const)(
    'server.mjs’s own answer to %s: security headers, no-store, request id in header and instance',
    async (_, rawPath, options, status) => {
      const response = await get(rawPath, {
        ...options,
        headers: { 'x-request-id': 'trace-me-42' },
      });
      expect(response.status).toBe(status);
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      // The parser-refused requests never had their headers read: a fresh id then.
      const requestId = String(response.headers['x-request-id']);
      expect(requestId).toMatch(/^(trace-me-42|[0-9a-f-]{36})$/);
      expect(JSON.parse(response.body)).toMatchObject({ status, instance: requestId });
    },
  );

  // Security review N-L2: an absolute-form target was answered 308 to that URL, on any scheme.
  it.each([
    ['http://other.example/healthz', 200],
    ['https://other.example/gateway/Drug/FindDrugs?groupID=G1', 401],
    ['HTTP://127.0.0.1/drugs/atorvastatin?zip=94110', 200],
  ] as const)(
    'an absolute-form target %s is served as this host’s path, never redirected',
    async (target, status) => {
      const response = await get(target, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(status);
      expect(response.headers.location).toBeUndefined();
    },
  );

  // Security review N-L3: the proxy's matcher skipped any path starting with favicon.ico.
  it('a page outside the old matcher (/favicon.icox) has its policy and nonce', async () => {
    const response = await get('/favicon.icox', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  });

  it('a nonce a client sends is never the page’s', async () => {
    const attacker = 'YXR0YWNrZXI=';
    for (const target of ['/favicon.icox', '/about']) {
      const response = await get(target, {
        headers: { accept: 'text/html', 'x-nonce': attacker, 'content-security-policy': 'x' },
      });
      expect(response.headers['content-security-policy'], target).not.toContain(attacker);
      expect(response.body, target).not.toContain(`nonce="${attacker}"`);
    }
  });

  // Security review N-L6: Next marks the prerendered worker `s-maxage=31536000`.
  it('the service worker is revalidated on every check: no-cache, never a year in a CDN', async () => {
    const response = await get('/serwist/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a request without Host is a malformed-request problem', async () => {
    const response = await get('/gateway/session', { noHost: true });
    expect(JSON.parse(response.body).type).toBe(problemType('malformed-request'));
  });

  it('Next’s 308 (a trailing slash) carries the security headers, no-store and a request id', async () => {
    const response = await get('/about/');
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/about');
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  // Pages go out as Brotli to a browser that takes it; scripts keep Next's gzip.
  it('a page is Brotli-compressed for a browser, a script gzip, and a client without br gets gzip', async () => {
    const fetchRaw = (rawPath: string, headers: Record<string, string>) =>
      new Promise<{ encoding: unknown; vary: unknown; body: Buffer }>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port: PORT, path: rawPath, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              vary: res.headers.vary,
              body: Buffer.concat(chunks),
            }),
          );
        })
          .on('error', reject)
          .end();
      });
    const browser = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
    const page = await fetchRaw('/drugs/atorvastatin?zip=94110', browser);
    expect(page.encoding).toBe('br');
    expect(page.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(page.body).toString()).toMatch(/<title>atorvastatin .*\$\d+\.\d\d/);

    const older = await fetchRaw('/about', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(older.encoding).toBe('gzip');
    expect(gunzipSync(older.body).toString()).toContain('<title>');

    const html = brotliDecompressSync(page.body).toString();
    const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const chunk = await fetchRaw(script ?? '', { accept: '*/*', 'accept-encoding': 'gzip, br' });
    expect(chunk.encoding).toBe('gzip');
  });

  // Every answer says Cross-Origin-Resource-Policy.
  it.each(['/', '/gateway/Drug/FindDrugs', '/healthz', '/problems/rate-limited'])(
    'Cross-Origin-Resource-Policy on %s (and the other security headers, and a request id)',
    async (rawPath) => {
      const response = await get(rawPath);
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
      expect(response.headers['x-request-id']).toBeTruthy();
    },
  );

  // OPTIONS lists in Allow exactly the methods a 405 on the same path lists.
  it.each([
    ['/gateway/Drug/FindDrugs', 'GET, HEAD, OPTIONS'],
    ['/gateway/auth/token', 'POST, OPTIONS'],
    ['/healthz', 'GET, HEAD, OPTIONS'],
  ])('OPTIONS %s: Allow is what a 405 there lists', async (rawPath, allow) => {
    const options = await get(rawPath, 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe(allow);
    const refused = await get(rawPath, 'DELETE');
    expect(refused.status).toBe(405);
    expect(refused.headers.allow).toBe(allow);
  });

  // A problem's type URI serves a page about it.
  it.each(Object.keys(PROBLEM_TYPES))('the type URI of %s serves a page about it', async (slug) => {
    const response = await get(problemType(slug as keyof typeof PROBLEM_TYPES));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(PROBLEM_TYPES[slug as keyof typeof PROBLEM_TYPES].title);
  });

  it('405 with Allow for a method an endpoint does not serve', async () => {
    const response = await get('/gateway/Drug/FindDrugs', 'DELETE');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(JSON.parse(response.body).type).toBe('/problems/method-not-allowed');
  });
});

describeNeeding(['a build'], 'a production deployment (real secrets, a trusted proxy)', () => {
  const SECURE_PORT = 3232;
  /** 127.0.0.2 (loopback too) is the trusted proxy; 127.0.0.1 a client connecting directly. */
  const PROXY = '127.0.0.2';
  appServerForSuite(SECURE_PORT, {
    ...productionCredentials().env,
    TRUSTED_PROXIES: PROXY,
    LOG_LEVEL: 'silent',
  });

  const session = { 'sec-fetch-site': 'same-origin' };

  it('behind https (the trusted proxy says so): HSTS and a __Host- session cookie that is Secure', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const page = await get('/', { port: SECURE_PORT, from: PROXY, headers: https });
    expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const cookie = await get('/gateway/session', {
      port: SECURE_PORT,
      from: PROXY,
      headers: { ...https, ...session },
    });
    expect(String(cookie.headers['set-cookie'])).toMatch(
      /^__Host-rxpf_session=[^;]+;.*Path=\/;.*HttpOnly;.*Secure;.*SameSite=Lax/,
    );
  });

  // HSTS and the Secure cookie only where a trusted proxy says the client used https.
  it.each([
    ['plain http from a client', undefined, {}],
    ['a client claiming https itself', undefined, { 'x-forwarded-proto': 'https' }],
    ['plain http through the trusted proxy', PROXY, { 'x-forwarded-proto': 'http' }],
  ])('%s: no HSTS, a session cookie without Secure', async (_, from, headers) => {
    const page = await get('/', { port: SECURE_PORT, from, headers });
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const cookie = await get('/gateway/session', {
      port: SECURE_PORT,
      from,
      headers: { ...headers, ...session },
    });
    const setCookie = String(cookie.headers['set-cookie']);
    expect(setCookie).toMatch(/^rxpf_session=/);
    expect(setCookie).not.toMatch(/Secure/);
  });
});
