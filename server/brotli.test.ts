import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, withBrotli } from './brotli.mjs';

const PAGE = `<!DOCTYPE html><html><body>${'<p class="price">$6.81</p>'.repeat(400)}</body></html>`;

/** What each path answers, the way Next writes: headers flushed first, then chunks, then end. */
const answers: Record<string, (res: ServerResponse) => void | Promise<void>> = {
  '/page': (res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(PAGE);
  },
  '/streamed': async (res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.flushHeaders();
    res.write('<!DOCTYPE html><html><body><p>first</p>');
    await new Promise((resolve) => setTimeout(resolve, 300));
    res.end('<p>second</p></body></html>');
  },
  '/rsc': (res) => {
    res.writeHead(200, { 'Content-Type': 'text/x-component' });
    res.end('0:["$","p",null,{"children":"hi"}]\n');
  },
  '/abandoned': (res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.flushHeaders();
    res.write('<!DOCTYPE html><html><body><p>first</p>');
  },
  '/json': (res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"ok":true}');
  },
  '/not-modified': (res) => {
    res.setHeader('Content-Type', 'text/html');
    res.writeHead(304);
    res.end();
  },
};

/** Responses of /abandoned, to see what became of them once the client left. */
const abandoned: ServerResponse[] = [];

let port = 0;
const server = createServer((req, res) => {
  if (req.url === '/abandoned') abandoned.push(res);
  withBrotli(req, res);
  // What Next would compress with: the wrapper takes br away from it.
  res.setHeader('x-seen-accept-encoding', String(req.headers['accept-encoding'] ?? ''));
  void answers[req.url ?? '']?.(res);
});

interface Raw {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

function get(path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const BROWSER = { accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br, zstd' };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('acceptsBrotli', () => {
  it('reads br in an Accept-Encoding list, and a q of 0 as a refusal', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe('withBrotli', () => {
  it('sends a page Brotli-compressed, smaller, with Vary, and Next asked for identity', async () => {
    const res = await get('/page', BROWSER);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['x-seen-accept-encoding']).toBe('identity');
    expect(res.body.length).toBeLessThan(PAGE.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(PAGE);
  });

  it('lets the first chunk of a streamed page through before the rest is written', async () => {
    const firstText = await new Promise<{ text: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/streamed', headers: BROWSER }, (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        const inflate = createBrotliDecompress();
        res.pipe(inflate);
        inflate.once('data', (chunk: Buffer) => resolve({ text: chunk.toString() }));
        inflate.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
    // The first chunk decompressed alone: it went out before the second was even written (300 ms
    // later). No wall-clock bound beside it: on a loaded machine the first chunk itself may take
    // longer than 300 ms to arrive, and that says nothing about compression holding it back.
    expect(firstText.text).toContain('<p>first</p>');
    expect(firstText.text).not.toContain('second');
    const whole = await get('/streamed', BROWSER);
    expect(brotliDecompressSync(whole.body).toString()).toContain('<p>first</p><p>second</p>');
  });

  it('lets go of the response when the client leaves mid-stream, and keeps serving', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/abandoned', headers: BROWSER },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      ).on('error', () => undefined);
      req.on('timeout', reject).end();
    });
    const res = abandoned[0]!;
    await new Promise((resolve) => (res.closed ? resolve(null) : res.once('close', resolve)));
    // The compressor went with the response: a late write is refused, not compressed for no one.
    const late = await new Promise<unknown>((resolve) => res.write('<p>late</p>', resolve));
    expect(late).toMatchObject({ code: 'ERR_STREAM_DESTROYED' });
    const next = await get('/page', BROWSER);
    expect(brotliDecompressSync(next.body).toString()).toBe(PAGE);
  });

  it('compresses an RSC payload whose type came in writeHead’s own headers', async () => {
    const res = await get('/rsc', { ...BROWSER, rsc: '1', accept: '*/*' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toContain('"children":"hi"');
  });

  it('leaves JSON, a 304 and clients without br to Next', async () => {
    const json = await get('/json', BROWSER);
    expect(json.headers['content-encoding']).toBeUndefined();
    expect(json.body.toString()).toBe('{"ok":true}');

    const notModified = await get('/not-modified', BROWSER);
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();

    const gzipOnly = await get('/page', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBeUndefined();
    expect(gzipOnly.headers['x-seen-accept-encoding']).toBe('gzip');
    expect(gzipOnly.body.toString()).toBe(PAGE);

    const script = await get('/page', { accept: '*/*', 'accept-encoding': 'br' });
    expect(script.headers['content-encoding']).toBeUndefined();
    expect(script.headers['x-seen-accept-encoding']).toBe('br');
  });
});
