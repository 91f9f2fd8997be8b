// A closed-loop load: each of N connections sends its next request as soon as the previous one
// is answered, as a load generator (or a crowd of impatient clients) does. Every answer's kind,
// status and latency are kept, so a bench can say what was served, refused and how fast.
import { Agent } from 'node:http';
import type { FuzzRequest } from '@/test-support/fuzz/context';
import { sendRaw } from '@/test-support/fuzz/send-http';
import { quantile } from '../lib/report';
import { jsonPost, login, type SpawnedServer } from './spawned-server';

/** A request still unanswered after this long is counted as timed out (the client gives up). */
const CLIENT_TIMEOUT_MS = 15_000;

export type Kind = 'FindDrugs' | 'page' | 'login' | 'refresh' | 'healthz';

export interface Outcome {
  kind: Kind;
  /** 0: no answer (timed out or connection lost). */
  status: number;
  latencyMs: number;
}

const DRUGS = ['atorvastatin', 'lisinopril', 'metformin', 'amlodipine', 'omeprazole', 'losartan'];
const ZIPS = ['94110', '10001', '60601', '77002', '99501', '98101'];
const pick = <T>(list: readonly T[], n: number): T => list[Math.floor(n) % list.length] as T;

/** An API client: its key and a token pair of its own. */
export interface ApiClient {
  clientKey: string;
  accessToken: string;
  refreshToken: string;
}

export async function apiClient(server: SpawnedServer): Promise<ApiClient> {
  return { clientKey: server.clientKey, ...(await login(server, 'G1')) };
}

export function findDrugs(client: ApiClient, n: number): FuzzRequest {
  const drug = pick(DRUGS, n);
  const zip = pick(ZIPS, n / DRUGS.length);
  return {
    method: 'GET',
    target: `/gateway/Drug/FindDrugs?groupID=G1&DrugName=${drug}&Zip=${zip}&Qty=${30 + (n % 60)}`,
    headers: [
      { name: 'x-svc-client-key', value: client.clientKey, label: 'valid' },
      { name: 'authorization', value: `Bearer ${client.accessToken}`, label: 'valid' },
    ],
    body: null,
  };
}

/** A results page as a new visitor asks for it (no cookie: rendered and searched on the server). */
const resultsPage = (n: number): FuzzRequest => ({
  method: 'GET',
  target: `/drugs/${pick(DRUGS, n)}?zip=${pick(ZIPS, n / DRUGS.length)}`,
  headers: [{ name: 'accept', value: 'text/html', label: 'html' }],
  body: null,
});

/** The mix of the budgets: 4 FindDrugs : 1 results page, and (soak) a refresh every 25th. */
export function mix({ refreshes }: { refreshes: boolean }) {
  return (n: number): Kind => {
    if (refreshes && n % 25 === 24) return 'refresh';
    return n % 5 === 4 ? 'page' : 'FindDrugs';
  };
}

export interface LoadOptions {
  server: SpawnedServer;
  connections: number;
  seconds: number;
  kindOf: (n: number) => Kind;
  /** Connections from another local address count as another client (127.0.0.2, say). */
  localAddress?: string;
  /** Pause between one answer and the next request on a connection (a client's own pace). */
  pauseMs?: number;
}

/** Runs the load; resolves with every answer's outcome, in the order they came. */
export async function closedLoop(options: LoadOptions): Promise<Outcome[]> {
  const { server, connections, seconds, kindOf, localAddress, pauseMs = 0 } = options;
  const agent = new Agent({
    keepAlive: true,
    maxSockets: connections,
    maxFreeSockets: connections,
    ...(localAddress ? { localAddress } : {}),
  });
  // The load's own API client; a refused login here (the server already swamped) is retried.
  let client: ApiClient | undefined;
  while (!client) {
    client = await apiClient(server).catch(() => undefined);
    if (!client) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // One refresh chain per connection: rotating one token from many connections at once would be
  // reuse (the family revoked), which is not what a refreshing client does.
  const chains = new Map<number, string>();
  const outcomes: Outcome[] = [];
  let endsAtMs = 0;
  let counter = 0;
  const send = async (kind: Kind, request: FuzzRequest) => {
    const startedAtMs = performance.now();
    const response = await sendRaw(server.port, request, agent, CLIENT_TIMEOUT_MS);
    outcomes.push({ kind, status: response.status, latencyMs: performance.now() - startedAtMs });
    return response;
  };
  const worker = async (connection: number) => {
    while (Date.now() < endsAtMs) {
      const n = counter++;
      const kind = kindOf(n);
      if (kind === 'page') await send(kind, resultsPage(n));
      else if (kind === 'FindDrugs') await send(kind, findDrugs(client, n));
      else if (kind === 'healthz') {
        await send(kind, { method: 'GET', target: '/healthz', headers: [], body: null });
      } else {
        let refreshToken = chains.get(connection);
        if (!refreshToken) {
          const pair = await send(
            'login',
            jsonPost(server, '/gateway/auth/token', { groupID: 'G1' }),
          );
          if (pair.status !== 200) continue;
          refreshToken = (JSON.parse(pair.body) as ApiClient).refreshToken;
        }
        const answer = await send(
          kind,
          jsonPost(server, '/gateway/auth/refresh', { refreshToken }),
        );
        if (answer.status === 200) {
          chains.set(connection, (JSON.parse(answer.body) as ApiClient).refreshToken);
        } else chains.delete(connection);
      }
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  try {
    // Every connection is opened (and answered once) before the measured load: a busy Node server
    // accepts one new connection per turn of its event loop (docs/operations.md, Overload).
    const healthz: FuzzRequest = { method: 'GET', target: '/healthz', headers: [], body: null };
    await Promise.all(
      Array.from({ length: connections }, () => sendRaw(server.port, healthz, agent)),
    );
    endsAtMs = Date.now() + seconds * 1000;
    await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
  } finally {
    agent.destroy();
  }
  return outcomes;
}

export const isServed = (status: number) => (status >= 200 && status < 300) || status === 304;

/** What a run's outcomes add up to. */
export function summary(outcomes: readonly Outcome[], seconds: number) {
  const latencies = outcomes.map((o) => o.latencyMs);
  const served = outcomes.filter((o) => isServed(o.status)).length;
  const refused = outcomes.filter((o) => o.status === 503).length;
  const timeouts = outcomes.filter((o) => o.status <= 0).length;
  return {
    requests: outcomes.length,
    served,
    refused,
    timeouts,
    /** Answers that are neither served nor a 503 refusal, nor a timeout: errors. */
    errors: outcomes.length - served - refused - timeouts,
    goodputPerSecond: served / seconds,
    p50Ms: quantile(latencies, 0.5),
    p95Ms: quantile(latencies, 0.95),
    p99Ms: quantile(latencies, 0.99),
    maxMs: Math.max(0, ...latencies),
  };
}
