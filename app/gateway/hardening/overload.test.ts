import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outputOf, startAppServer, waitUntilUp } from '@/test-support/app-server';
import { describeNeeding } from '@/test-support/prerequisites';

// Admission control in the production server, as clients meet it (server/admission/).
/** API clients, each with its own key (rate limits count per key: 120 calls a minute). */
const KEYS = Array.from({ length: 4 }, () => randomBytes(16).toString('hex'));

/** Keep-alive connections, from another local address if given (another client, to the server). */
const connections = (count: number, localAddress?: string) =>
  new Agent({ keepAlive: true, maxSockets: count, ...(localAddress ? { localAddress } : {}) });

/**
 * Opens the agent's connections (one /healthz each), as a client with connections already open:
 * a busy Node server accepts new connections slowly, which admission control cannot change.
 */
const openConnections = (port: number, agent: Agent, count: number) =>
  Promise.all(Array.from({ length: count }, () => rawGet(port, '/healthz', {}, agent)));

/** A GET sent with its path exactly as written (fetch would resolve dot segments). */
const rawGet = (
  port: number,
  target: string,
  headers: Record<string, string> = {},
  agent = new Agent({ keepAlive: false }),
) =>
  new Promise<{ status: number; type: string; retryAfter?: string; body: string; ms: number }>(
    (resolve, reject) => {
      const startedAtMs = performance.now();
      request(
        {
          host: '127.0.0.1',
          port,
          path: target,
          headers,
          agent,
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += String(chunk)));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              type: String(response.headers['content-type']),
              retryAfter: response.headers['retry-after'],
              body,
              ms: performance.now() - startedAtMs,
            }),
          );
        },
      )
        .on('error', reject)
        .end();
    },
  );

async function apiHeaders(port: number, clientKey: string): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${port}/gateway/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-svc-client-key': clientKey },
    body: JSON.stringify({ groupID: 'G1' }),
  });
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { 'x-svc-client-key': clientKey, authorization: `Bearer ${accessToken}` };
}

const findDrugs = (n: number) =>
  `/gateway/Drug/FindDrugs?groupID=G1&DrugName=${['atorvastatin', 'lisinopril', 'metformin'][n % 3]}&Zip=94110&Qty=${30 + n}`;

/** A production server knowing the API keys above, once it answers; `settings` add to its env. */
async function apiServer(port: number, settings: Record<string, string> = {}) {
  const server = startAppServer(port, {
    ALLOW_DEV_DEFAULTS: '1',
    SVC_CLIENT_KEYS: KEYS.join(','),
    LOG_LEVEL: 'silent',
    LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'admission-')),
    ...settings,
  });
  await waitUntilUp(port, Date.now() + 45_000);
  return server;
}

describeNeeding(['a build'], 'admission control with its production settings', () => {
  const PORT = 3237;
  let server: ChildProcess;
  beforeAll(async () => {
    // Production defaults: admission on, the default rate limits.
    server = await apiServer(PORT);
  }, 60_000);
  afterAll(() => server.kill('SIGTERM'));

  it('answers a burst of 100 concurrent FindDrugs from one client on an idle server, every one 200', async () => {
    const headers = await apiHeaders(PORT, KEYS[0]!);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) => rawGet(PORT, findDrugs(n), headers)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  });
});

// Clients take turns: one arriving during another's flood is next. Here the bound is held at two
// requests, so that the flood queues however fast this machine answers a FindDrugs.
describeNeeding(['a build'], 'a server shared by two clients', () => {
  const PORT = 3238;
  let server: ChildProcess;
  beforeAll(async () => {
    server = await apiServer(PORT, {
      ADMISSION_INITIAL_LIMIT: '2',
      ADMISSION_MIN_LIMIT: '2',
      ADMISSION_MAX_LIMIT: '2',
    });
  }, 60_000);
  afterAll(() => server.kill('SIGTERM'));

  it('serves a second client promptly while another floods the server', async () => {
    // The flood: 330 FindDrugs at once from one address, under three keys of 110 calls each.
    const floodKeys = await Promise.all(KEYS.slice(1).map((key) => apiHeaders(PORT, key)));
    const otherHeaders = await apiHeaders(PORT, KEYS[0]!);
    const [floodAgent, otherAgent] = [connections(330), connections(1, '127.0.0.2')];
    await Promise.all([
      openConnections(PORT, floodAgent, 330),
      openConnections(PORT, otherAgent, 1),
    ]);
    const flood = Array.from({ length: 330 }, (_, n) =>
      rawGet(PORT, findDrugs(n), floodKeys[n % 3], floodAgent),
    );
    // Three calls of the second client, one after another while the flood waits: its latency is
    // judged on their median, as one sample on a shared machine can meet a pause of its own.
    const others = [];
    for (const n of [400, 401, 402]) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      others.push(await rawGet(PORT, findDrugs(n), otherHeaders, otherAgent));
    }
    const flooded = await Promise.all(flood);
    floodAgent.destroy();
    otherAgent.destroy();
    expect(others.map((a) => a.status)).toEqual([200, 200, 200]);
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const otherMs = median(others.map((a) => a.ms));
    // Its turns came before most of the flood's, though each came after all of it.
    expect(otherMs).toBeLessThan(median(flooded.map((a) => a.ms)));
    expect(otherMs).toBeLessThan(1_000);
    // With two at a time the flood cannot all be answered in time: what is not is refused.
    expect(flooded.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
  });
});

// When the server is full, what waits too long is refused with a 503 problem and Retry-After,
// counted and logged. Here the bound is one request, held by a login whose body never arrives,
// and a request waits at most 300 ms.
describeNeeding(['a build'], 'a server that is full', () => {
  const PORT = 3236;
  const BASE = `http://127.0.0.1:${PORT}`;
  const METRICS_TOKEN = randomBytes(16).toString('hex');
  let server: ChildProcess;
  let output: ReturnType<typeof outputOf>;
  let slowClient: Socket;
  /** The script files of a results page, read before the server is full. */
  let pageScripts: string[] = [];
  beforeAll(async () => {
    server = startAppServer(PORT, {
      ALLOW_DEV_DEFAULTS: '1',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
      LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'overload-')),
      ADMISSION_INITIAL_LIMIT: '1',
      ADMISSION_MIN_LIMIT: '1',
      ADMISSION_MAX_LIMIT: '1',
      ADMISSION_MAX_WAIT_MS: '300',
    });
    output = outputOf(server);
    await waitUntilUp(PORT, Date.now() + 45_000);
    const html = await (await fetch(`${BASE}/drugs/atorvastatin?zip=94110`)).text();
    pageScripts = [...html.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src!);
    // A login whose body never arrives: in flight until the 30 s request timeout.
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
  ] as const)(
    'refuses %s that waited too long: 503 server-busy with Retry-After',
    async (_, target, init) => {
      const startedAtMs = performance.now();
      const response = await fetch(`${BASE}${target}`, init);
      const waitedMs = performance.now() - startedAtMs;
      expect(waitedMs).toBeGreaterThanOrEqual(290);
      expect(waitedMs).toBeLessThan(2_000);
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
    },
  );

  it('serves every script of a page, its icons, manifest and service worker at once, though the bound is full', async () => {
    expect(pageScripts.length).toBeGreaterThan(5);
    const files = [
      ...pageScripts,
      ...pageScripts,
      '/favicon.ico',
      '/manifest.webmanifest',
      '/serwist/sw.js',
      '/icons/icon-192.png',
    ];
    const answers = await Promise.all(files.map((src) => fetch(`${BASE}${src}`)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  });

  it('counts a page reached through /_next/static/../ as the page it is', async () => {
    const answer = await rawGet(PORT, '/_next/static/../../drugs/atorvastatin?zip=94110');
    expect([answer.status, answer.type]).toEqual([503, 'application/problem+json; charset=utf-8']);
  });

  it('still answers health checks', async () => {
    for (const probe of ['/healthz', '/readyz']) {
      expect((await fetch(`${BASE}${probe}`)).status, probe).toBe(200);
    }
  });

  it('counts every refusal in /metrics by kind and reason, with the queue and its waits', async () => {
    await fetch(`${BASE}/gateway/Drug/FindDrugs?groupID=G1&DrugName=x&Zip=94110`);
    const text = await (
      await fetch(`${BASE}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const value = (series: string) =>
      Number(new RegExp(`^${series.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(
      value('rxpf_admission_refused_total{kind="api",reason="max-wait"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      value('rxpf_admission_refused_total{kind="page",reason="max-wait"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(value('rxpf_admission_limit')).toBe(1);
    expect(value('rxpf_admission_in_flight')).toBe(1);
    expect(value('rxpf_admission_queue_length')).toBe(0);
    expect(text).toMatch(
      /^rxpf_admission_queue_wait_seconds_bucket\{kind="page",le="\+Inf"\} \d+$/m,
    );
  });

  it('logs refusals, one line a second at most, naming kind and reason', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const lines = output
      .text()
      .split('\n')
      .filter((line) => line.includes('admission refused'))
      .map((line) => JSON.parse(line) as { level: number; refused: Record<string, number> });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.level === 40)).toBe(true);
    const total = lines.flatMap((line) => Object.entries(line.refused));
    expect(total.some(([key]) => key === 'page:max-wait')).toBe(true);
    expect(total.some(([key]) => key === 'api:max-wait')).toBe(true);
  });
});
