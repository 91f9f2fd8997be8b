import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IS_BUILT, startAppServer, waitUntilUp } from '@/lib/testing/app-server';

// When the server is full it answers at once with a 503 problem and
// Retry-After, rather than queueing. The server here takes every measured event-loop delay for
// too much (a target and a new-work ceiling below zero), as a swamped server would: its bound
// stays at one request, it lets in one new request at a time, and a slow client holds that place,
// so every other new request is refused. A page's own built files are still served.
const PORT = 3236;
const BASE = `http://127.0.0.1:${PORT}`;

/** A request sent with its path exactly as written (fetch would resolve the dot segments). */
const rawGet = (target: string) =>
  new Promise<{ status: number; type: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port: PORT, path: target }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']) });
    })
      .on('error', reject)
      .end();
  });

describe.skipIf(!IS_BUILT)('a server that is full (needs a build)', () => {
  let server: ChildProcess;
  let slowClient: Socket;
  /** The script files of a results page, read before the server is full. */
  let pageScripts: string[] = [];
  beforeAll(async () => {
    server = startAppServer(PORT, {
      ALLOW_DEV_DEFAULTS: '1',
      LOG_LEVEL: 'silent',
      LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'overload-')),
      ADMISSION_NEW_WORK_MAX_DELAY_MS: '-1',
      ADMISSION_TARGET_DELAY_MS: '-1',
      ADMISSION_INITIAL_LIMIT: '1',
      ADMISSION_MIN_LIMIT: '1',
    });
    await waitUntilUp(PORT, Date.now() + 45_000);
    const html = await (await fetch(`${BASE}/drugs/atorvastatin?zip=94110`)).text();
    pageScripts = [...html.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src!);
    // A login whose body never arrives: new work, in flight until the 30 s request timeout.
    slowClient = connect(PORT, '127.0.0.1');
    slowClient.write(
      'POST /gateway/auth/token HTTP/1.1\r\nHost: localhost\r\nx-svc-client-key: dev-client-key\r\n' +
        'content-type: application/json\r\ncontent-length: 100\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
  }, 60_000);
  afterAll(() => {
    slowClient.destroy();
    server.kill('SIGTERM');
  });

  it.each([
    ['a page render', '/drugs/atorvastatin?zip=94110', {}],
    ['a login', '/gateway/auth/token', { method: 'POST', headers: { 'x-request-id': 'busy-1' } }],
  ] as const)('refuses %s at once: 503 server-busy with Retry-After', async (_, target, init) => {
    const startedAtMs = performance.now();
    const response = await fetch(`${BASE}${target}`, init);
    expect(performance.now() - startedAtMs).toBeLessThan(1_000);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const requestId = response.headers.get('x-request-id');
    expect(await response.json()).toMatchObject({
      type: '/problems/server-busy',
      title: 'Server busy',
      status: 503,
      instance: requestId,
    });
    // The connection stays usable: the refusal is an ordinary answer, not a dropped socket.
    expect((await fetch(`${BASE}/healthz`)).status).toBe(200);
  });

  it('serves every script of a page at once, though the bound is one request', async () => {
    // A freshly started server shrank its bound under the first renders and refused two of the
    // first visitor's script chunks: the page it had rendered never came to life.
    expect(pageScripts.length).toBeGreaterThan(5);
    const answers = await Promise.all(
      [...pageScripts, ...pageScripts].map((src) => fetch(`${BASE}${src}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.every((a) => a.headers.get('content-type')?.includes('javascript'))).toBe(true);
  });

  it('counts a page reached through /_next/static/../ as the page it is', async () => {
    const answer = await rawGet('/_next/static/../../drugs/atorvastatin?zip=94110');
    expect(answer).toEqual({ status: 503, type: 'application/problem+json; charset=utf-8' });
  });

  it('still answers health checks', async () => {
    for (const probe of ['/healthz', '/readyz']) {
      expect((await fetch(`${BASE}${probe}`)).status, probe).toBe(200);
    }
  });
});
