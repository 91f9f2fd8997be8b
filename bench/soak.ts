// Soak (issue 11 items 5 and 6): 100 keep-alive connections against the production server
// (server.mjs, rate limits lifted) on a mix of FindDrugs over 8 drugs × 6 ZIPs × 60 quantities,
// a login + refresh every 25th request and a results page every 10th. A warm-up round first, then
// three measured rounds; the server's RSS (/proc/<pid>/status) and V8 heap (/metrics) are read
// after each. Fails when RSS at the end exceeds the warm-up's by more than 10 %, or on any error
// (anything but 2xx/304; there are no rate limits to hit).
// Run: npm run build && npm run bench:soak
// Options: --connections 100 --warmup 60 --rounds 3 --round 20 --port 3310
// The warm-up is 60 s because V8 sizes its heap to a multiple of the live set under this
// allocation rate and reaches that plateau only after ~40–60 s of load on a 2-core machine (the
// live heap itself stays ~100 MB: see "Abuse evidence" in docs/operations.md). After 20 s the RSS
// is still climbing to the plateau, which a ratio against it would misread as a leak.
//          --heap-snapshots <dir>  (writes a heap snapshot after the warm-up and after the last round)
import { readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { keepAliveAgent, sendRaw } from '@/test-support/fuzz/send-http';
import type { FuzzRequest } from '@/test-support/fuzz/context';
import { metricsMemory, rssMb, type MetricsMemory } from './support/memory';
import {
  jsonPost,
  LIFTED_LIMITS,
  login,
  spawnServer,
  type SpawnedServer,
} from './support/spawned-server';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '3' },
    round: { type: 'string', default: '20' },
    port: { type: 'string', default: '3310' },
    'heap-snapshots': { type: 'string' },
  },
});
const CONNECTIONS = Number(values.connections);
const WARMUP_SECONDS = Number(values.warmup);
const ROUNDS = Number(values.rounds);
const ROUND_SECONDS = Number(values.round);
const PORT = Number(values.port);
const SNAPSHOT_DIR = values['heap-snapshots'];
const MAX_RSS_RATIO = 1.1;

const DRUGS = [
  'atorvastatin',
  'lisinopril',
  'metformin',
  'amlodipine',
  'omeprazole',
  'simvastatin',
  'losartan',
  'albuterol',
];
const ZIPS = ['94110', '10001', '60601', '77002', '99501', '98101'];
const QUANTITIES = Array.from({ length: 60 }, (_, i) => 5 + i * 5);

type Kind = 'FindDrugs' | 'page' | 'login' | 'refresh';

interface Phase {
  name: string;
  requests: number;
  byKind: Map<Kind, number>;
  byStatus: Map<number, number>;
  errors: Map<string, number>;
  latenciesMs: number[];
}

const newPhase = (name: string): Phase => ({
  name,
  requests: 0,
  byKind: new Map(),
  byStatus: new Map(),
  errors: new Map(),
  latenciesMs: [],
});

const pick = <T>(list: readonly T[], n: number): T => list[Math.floor(n) % list.length] as T;

/** The n-th request of the mix (a login + refresh is two requests, sent in turn). */
function nth(n: number, apiHeaders: FuzzRequest['headers']): 'login' | FuzzRequest {
  if (n % 25 === 0) return 'login';
  if (n % 10 === 0) {
    return {
      method: 'GET',
      target: `/drugs/${pick(DRUGS, n / 10)}?zip=${pick(ZIPS, n / 70)}`,
      headers: [],
      body: null,
    };
  }
  // Spread over every drug × ZIP × quantity combination (2,880 distinct queries).
  const drug = pick(DRUGS, n);
  const zip = pick(ZIPS, Math.floor(n / DRUGS.length));
  const qty = pick(QUANTITIES, Math.floor(n / (DRUGS.length * ZIPS.length)));
  return {
    method: 'GET',
    target: `/gateway/Drug/FindDrugs?groupID=G1&DrugName=${drug}&Zip=${zip}&Qty=${qty}`,
    headers: apiHeaders,
    body: null,
  };
}

async function soak(
  server: SpawnedServer,
  phases: Array<{ phase: Phase; seconds: number }>,
  afterPhase: (phase: Phase) => Promise<void>,
) {
  const agent = keepAliveAgent(CONNECTIONS);
  let accessToken = (await login(server, 'G1')).accessToken;
  const apiHeaders = () => [
    { name: 'x-svc-client-key', value: server.clientKey, label: 'valid' },
    { name: 'authorization', value: `Bearer ${accessToken}`, label: 'valid' },
  ];
  let counter = 0;
  for (const { phase, seconds } of phases) {
    const endsAtMs = Date.now() + seconds * 1000;
    const record = (kind: Kind, status: number, startedAtMs: number, error?: string) => {
      phase.requests += 1;
      phase.byKind.set(kind, (phase.byKind.get(kind) ?? 0) + 1);
      phase.latenciesMs.push(performance.now() - startedAtMs);
      phase.byStatus.set(status, (phase.byStatus.get(status) ?? 0) + 1);
      const ok = (status >= 200 && status < 300) || status === 304;
      const key = `${status}${error ? ` ${error}` : ''}`;
      if (!ok) phase.errors.set(key, (phase.errors.get(key) ?? 0) + 1);
    };
    const worker = async () => {
      while (Date.now() < endsAtMs) {
        const request = nth(counter++, apiHeaders());
        if (request === 'login') {
          let startedAtMs = performance.now();
          const pair = await sendRaw(
            server.port,
            jsonPost(server, '/gateway/auth/token', { groupID: 'G1' }),
            agent,
          );
          record('login', pair.status, startedAtMs, pair.error);
          if (pair.status !== 200) continue;
          const { refreshToken } = JSON.parse(pair.body) as { refreshToken: string };
          startedAtMs = performance.now();
          const refreshed = await sendRaw(
            server.port,
            jsonPost(server, '/gateway/auth/refresh', { refreshToken }),
            agent,
          );
          record('refresh', refreshed.status, startedAtMs, refreshed.error);
          if (refreshed.status === 200)
            accessToken = (JSON.parse(refreshed.body) as { accessToken: string }).accessToken;
          continue;
        }
        const startedAtMs = performance.now();
        const response = await sendRaw(server.port, request, agent);
        record(
          request.target.startsWith('/drugs/') ? 'page' : 'FindDrugs',
          response.status,
          startedAtMs,
          response.error,
        );
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    await afterPhase(phase);
  }
  agent.destroy();
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

function describe(phase: Phase, seconds: number): string {
  const sorted = [...phase.latenciesMs].sort((a, b) => a - b);
  const statuses = [...phase.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  const errors = [...phase.errors.values()].reduce((a, b) => a + b, 0);
  const kinds = [...phase.byKind].map(([k, n]) => `${k} ${n}`).join(', ');
  return (
    `${phase.name.padEnd(8)} ${String(phase.requests).padStart(7)} requests ` +
    `(${(phase.requests / seconds).toFixed(0)}/s)  median ${percentile(sorted, 50).toFixed(1)} ms  ` +
    `p99 ${percentile(sorted, 99).toFixed(1)} ms  errors ${errors}  [${statuses}]  (${kinds})`
  );
}

async function main(): Promise<void> {
  const nodeArgs = SNAPSHOT_DIR
    ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${SNAPSHOT_DIR}`]
    : [];
  const server = await spawnServer(PORT, LIFTED_LIMITS, nodeArgs);
  const pid = server.child.pid ?? 0;
  console.log(
    `soak: ${CONNECTIONS} connections, warm-up ${WARMUP_SECONDS} s, ${ROUNDS} × ${ROUND_SECONDS} s, node ${process.version}, server pid ${pid}, RSS at start ${rssMb(pid).toFixed(0)} MB`,
  );
  const samples: Array<{ phase: string; rssMb: number; metrics: MetricsMemory }> = [];
  const phases = [
    { phase: newPhase('warm-up'), seconds: WARMUP_SECONDS },
    ...Array.from({ length: ROUNDS }, (_, i) => ({
      phase: newPhase(`round ${i + 1}`),
      seconds: ROUND_SECONDS,
    })),
  ];
  const snapshot = async () => {
    if (!SNAPSHOT_DIR) return;
    const before = readdirSync(SNAPSHOT_DIR).length;
    server.child.kill('SIGUSR2');
    // Writing a snapshot blocks the server; wait until the file is there and complete.
    while (readdirSync(SNAPSHOT_DIR).length === before)
      await new Promise((r) => setTimeout(r, 500));
    await new Promise((r) => setTimeout(r, 5_000));
  };
  try {
    await soak(server, phases, async (phase) => {
      samples.push({
        phase: phase.name,
        rssMb: rssMb(pid),
        metrics: await metricsMemory(PORT, server.metricsToken),
      });
      if (phase.name === 'warm-up' || phase.name === `round ${ROUNDS}`) await snapshot();
    });
  } finally {
    await server.stop();
  }

  for (const { phase, seconds } of phases) console.log(describe(phase, seconds));
  const measured = newPhase('measured');
  for (const { phase } of phases.slice(1)) {
    measured.requests += phase.requests;
    measured.latenciesMs.push(...phase.latenciesMs);
    for (const [k, n] of phase.byKind) measured.byKind.set(k, (measured.byKind.get(k) ?? 0) + n);
    for (const [s, n] of phase.byStatus)
      measured.byStatus.set(s, (measured.byStatus.get(s) ?? 0) + n);
    for (const [e, n] of phase.errors) measured.errors.set(e, (measured.errors.get(e) ?? 0) + n);
  }
  console.log(describe(measured, ROUNDS * ROUND_SECONDS));
  const errorList = [...phases.flatMap(({ phase }) => [...phase.errors])];
  if (errorList.length > 0)
    console.log(`errors: ${errorList.map(([e, n]) => `${n}× ${e}`).join('; ')}`);

  console.log(
    '\nafter      RSS MB   resident MB (metrics)   heapUsed MB   heapTotal MB   external MB',
  );
  for (const { phase, rssMb: rss, metrics } of samples) {
    console.log(
      `${phase.padEnd(10)} ${rss.toFixed(0).padStart(6)}   ${metrics.residentMb.toFixed(0).padStart(21)}   ` +
        `${metrics.heapUsedMb.toFixed(0).padStart(11)}   ${metrics.heapTotalMb.toFixed(0).padStart(12)}   ${metrics.externalMb.toFixed(0).padStart(11)}`,
    );
  }
  const first = samples[0]?.rssMb ?? NaN;
  const last = samples[samples.length - 1]?.rssMb ?? NaN;
  const ratio = last / first;
  console.log(`RSS end / warm-up = ${ratio.toFixed(3)} (limit ${MAX_RSS_RATIO})`);
  const errors = errorList.reduce((sum, [, n]) => sum + n, 0);
  const ok = ratio <= MAX_RSS_RATIO && errors === 0;
  console.log(ok ? 'OK' : 'FAILED');
  process.exitCode = ok ? 0 : 1;
}

void main();
