// Abuse evidence (issue 11 item 6): generated requests over every parameter, header and body shape
// of every /gateway route, and the pages, sent over raw HTTP to the production server (server.mjs).
// Part 1: rate limits lifted (else 429s would hide everything else). Part 2: default limits, so
// 429s happen, and each must be a problem with Retry-After.
// The rule (test-support/fuzz/verdict.ts): no 5xx anywhere; on /gateway, /metrics, /healthz and
// /readyz every 4xx a problem+json with type, title and the same status, every /gateway 2xx JSON;
// pages may answer 4xx in Next's own forms (counted, not failed); every request gets an answer.
// Exits 1 on any violation, after logging each violating request.
// Run: npm run build && npm run bench:fuzz
// Options (or env FUZZ_REQUESTS, FUZZ_CONCURRENCY, FUZZ_SEED, FUZZ_LIMITED_REQUESTS, FUZZ_PORT):
//   --requests 100000 --concurrency 32 --seed <n> --limited-requests 3000 --port 3300
// Reproduce one logged request ("seed 20261133 #395") with --replay 20261133:395: it is sent
// alone and its response (status, headers, body) printed.
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { FUZZ_GROUP, type FuzzContext, type FuzzRequest } from '@/test-support/fuzz/context';
import { forgedAccessTokens } from '@/test-support/fuzz/forged-tokens';
import { fuzzRequest } from '@/test-support/fuzz/requests';
import { keepAliveAgent, sendRaw } from '@/test-support/fuzz/send-http';
import { describeRequest, isTolerated, violationOf } from '@/test-support/fuzz/verdict';
import {
  browserSession,
  LIFTED_LIMITS,
  login,
  SESSION_COOKIE_NAME,
  spawnServer,
  type SpawnedServer,
} from './support/spawned-server';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: process.env.FUZZ_REQUESTS ?? '100000' },
    concurrency: { type: 'string', default: process.env.FUZZ_CONCURRENCY ?? '32' },
    seed: { type: 'string', default: process.env.FUZZ_SEED ?? String(Date.now() % 1_000_000) },
    'limited-requests': { type: 'string', default: process.env.FUZZ_LIMITED_REQUESTS ?? '3000' },
    port: { type: 'string', default: process.env.FUZZ_PORT ?? '3300' },
    replay: { type: 'string' },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const SEED = Number(values.seed);
const LIMITED_REQUESTS = Number(values['limited-requests']);
const PORT = Number(values.port);
/** Requests generated at a time (each batch from seed + batch number, so any is reproducible). */
const BATCH = 1_000;
/** Violations printed in full; the rest are counted. */
const MAX_LOGGED = 40;

interface Tally {
  sent: number;
  byStatus: Map<number, number>;
  violations: Map<string, number>;
  /** Pages' 4xx in Next's own form, by "status content-type method" (tolerated, see verdict.ts). */
  pageAnswers: Map<string, number>;
  /** One path per kind of page answer, so the figures can be explained. */
  pageExamples: Map<string, string>;
  noAnswer: number;
  unsendable: number;
  /** Why node:http refused to send a request, by message. */
  unsendableReasons: Map<string, number>;
  logged: number;
  rateLimitedWithoutRetryAfter: number;
}

const newTally = (): Tally => ({
  sent: 0,
  byStatus: new Map(),
  violations: new Map(),
  pageAnswers: new Map(),
  pageExamples: new Map(),
  noAnswer: 0,
  unsendable: 0,
  unsendableReasons: new Map(),
  logged: 0,
  rateLimitedWithoutRetryAfter: 0,
});

async function contextFor(server: SpawnedServer): Promise<FuzzContext> {
  const { accessToken } = await login(server, FUZZ_GROUP);
  return {
    clientKey: server.clientKey,
    accessToken,
    forgedTokens: forgedAccessTokens(server.jwtSecret, accessToken),
    sessionCookieName: SESSION_COOKIE_NAME,
    sessionCookie: await browserSession(server),
    host: `127.0.0.1:${server.port}`,
  };
}

/** Sends `count` generated requests with bounded concurrency, tallying what came back. */
async function run(
  label: string,
  server: SpawnedServer,
  count: number,
  seed: number,
  extra: FuzzRequest[] = [],
): Promise<Tally & { seconds: number }> {
  const arbitrary = fuzzRequest(await contextFor(server));
  const agent = keepAliveAgent(CONCURRENCY);
  const tally = newTally();
  let batch: FuzzRequest[] = [];
  let next = 0;
  const take = (): { request: FuzzRequest; where: string } | null => {
    const index = next++;
    if (index >= count + extra.length) return null;
    if (index >= count) return { request: extra[index - count] as FuzzRequest, where: 'extra' };
    if (index % BATCH === 0) {
      batch = fc.sample(arbitrary, { numRuns: BATCH, seed: seed + index / BATCH });
    }
    const where = `seed ${seed + Math.floor(index / BATCH)} #${index % BATCH}`;
    return { request: batch[index % BATCH] as FuzzRequest, where };
  };
  const startedAtMs = performance.now();
  const worker = async () => {
    for (let item = take(); item; item = take()) {
      const { request, where } = item;
      const response = await sendRaw(server.port, request, agent);
      tally.sent += 1;
      if (response.status === -1) {
        tally.unsendable += 1;
        const reason = (response.error ?? '').replace(/".*"/, '"…"');
        tally.unsendableReasons.set(reason, (tally.unsendableReasons.get(reason) ?? 0) + 1);
        continue;
      }
      if (response.status === 0) tally.noAnswer += 1;
      tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1);
      if (response.status === 429 && !response.retryAfter) tally.rateLimitedWithoutRetryAfter += 1;
      const violation = response.status === 0 ? 'no-answer' : violationOf(request, response);
      if (!violation) continue;
      if (violation !== 'no-answer' && isTolerated(violation)) {
        const kind = `${response.status} ${response.contentType.split(';')[0] || 'no type'} ${request.method}`;
        tally.pageAnswers.set(kind, (tally.pageAnswers.get(kind) ?? 0) + 1);
        if (!tally.pageExamples.has(kind))
          tally.pageExamples.set(kind, request.target.slice(0, 60));
        continue;
      }
      tally.violations.set(violation, (tally.violations.get(violation) ?? 0) + 1);
      if (tally.logged++ < MAX_LOGGED) {
        console.log(
          `VIOLATION ${label} ${violation} → ${response.status} ${response.contentType} ` +
            `${JSON.stringify(response.body.slice(0, 200))}${response.error ? ` (${response.error})` : ''}\n` +
            `  ${where}: ${describeRequest(request)}`,
        );
      }
    }
  };
  // Next's first compile of each route is not what we measure, but it is part of what we check.
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  return { ...tally, seconds: (performance.now() - startedAtMs) / 1000 };
}

/** Valid API calls in a burst, so the per-key limit (120/min by default) is sure to answer 429. */
function burst(ctx: { clientKey: string; accessToken: string }, count: number): FuzzRequest[] {
  return Array.from({ length: count }, () => ({
    method: 'GET',
    target: `/gateway/Drug/FindDrugs?groupID=${FUZZ_GROUP}&DrugName=atorvastatin&Zip=94110&NumPharm=3`,
    headers: [
      { name: 'x-svc-client-key', value: ctx.clientKey, label: 'valid' },
      { name: 'authorization', value: `Bearer ${ctx.accessToken}`, label: 'valid' },
    ],
    body: null,
  }));
}

function report(label: string, tally: Tally & { seconds: number }): number {
  const statuses = [...tally.byStatus].sort(([a], [b]) => a - b);
  const count = (from: number, to: number) =>
    statuses.filter(([s]) => s >= from && s < to).reduce((sum, [, n]) => sum + n, 0);
  const violations = [...tally.violations.values()].reduce((a, b) => a + b, 0);
  console.log(`\n== ${label}`);
  console.log(
    `requests          ${tally.sent} in ${tally.seconds.toFixed(1)} s = ${(tally.sent / tally.seconds).toFixed(0)} requests/s`,
  );
  console.log(`by status         ${statuses.map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  console.log(`5xx               ${count(500, 600)}`);
  console.log(`4xx not problem   ${tally.violations.get('non-problem-4xx') ?? 0}`);
  console.log(`gateway 2xx not JSON ${tally.violations.get('non-json-gateway-answer') ?? 0}`);
  const pages = [...tally.pageAnswers].sort(([, a], [, b]) => b - a);
  console.log(
    `page 4xx in Next's form (tolerated) ${pages.reduce((sum, [, n]) => sum + n, 0)}: ${pages.map(([k, n]) => `${n}× ${k} (e.g. ${tally.pageExamples.get(k) ?? ''})`).join(', ')}`,
  );
  console.log(`no answer         ${tally.noAnswer}`);
  const reasons = [...tally.unsendableReasons].map(([reason, n]) => `${n}× ${reason}`).join('; ');
  console.log(
    `not sendable      ${tally.unsendable}${reasons ? ` (node:http refused: ${reasons})` : ''}`,
  );
  console.log(
    `429s              ${tally.byStatus.get(429) ?? 0}, without Retry-After: ${tally.rateLimitedWithoutRetryAfter}`,
  );
  return violations + tally.rateLimitedWithoutRetryAfter;
}

/** Regenerates one request from its batch seed and index, sends it alone, prints the answer. */
async function replay(spec: string): Promise<void> {
  const [batchSeed, index] = spec.split(':').map(Number);
  const server = await spawnServer(PORT, LIFTED_LIMITS);
  try {
    const batch = fc.sample(fuzzRequest(await contextFor(server)), {
      numRuns: BATCH,
      seed: batchSeed,
    });
    const request = batch[index ?? 0] as FuzzRequest;
    console.log(describeRequest(request));
    const agent = keepAliveAgent(1);
    const response = await sendRaw(server.port, request, agent);
    agent.destroy();
    console.log(response.status, response.error ?? '', response.contentType);
    console.log(response.body.slice(0, 2_000));
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (values.replay) return replay(values.replay);
  console.log(
    `fuzz: ${REQUESTS} requests, concurrency ${CONCURRENCY}, seed ${SEED}, node ${process.version}`,
  );
  let failures = 0;

  const lifted = await spawnServer(PORT, LIFTED_LIMITS);
  try {
    failures += report('limits lifted', await run('lifted', lifted, REQUESTS, SEED));
    const alive = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    console.log(`healthz after    ${alive}`);
    if (alive !== 200) failures += 1;
  } finally {
    const faults = lifted
      .output()
      .split('\n')
      .filter((line) => line.includes('unexpected fault'));
    console.log(
      `server logged ${faults.length} unexpected faults${faults[0] ? `; first: ${faults[0].slice(0, 500)}` : ''}`,
    );
    failures += faults.length;
    await lifted.stop();
  }

  const limited = await spawnServer(PORT + 1);
  try {
    const ctx = {
      clientKey: limited.clientKey,
      accessToken: (await login(limited, FUZZ_GROUP)).accessToken,
    };
    const tally = await run(
      'default limits',
      limited,
      LIMITED_REQUESTS,
      SEED + 1_000_000,
      burst(ctx, 300),
    );
    failures += report('default limits (fuzz + a burst of 300 valid FindDrugs)', tally);
    if ((tally.byStatus.get(429) ?? 0) === 0) {
      console.log('no 429 seen under default limits');
      failures += 1;
    }
  } finally {
    await limited.stop();
  }
  console.log(failures === 0 ? '\nOK: no violations' : `\nFAILED: ${failures} violations`);
  process.exitCode = failures === 0 ? 0 : 1;
}

void main();
