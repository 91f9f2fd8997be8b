// The extra latency of the upstream path: FindDrugs through the real route handler on the
// embedded provider, and on the upstream provider calling the reference upstream over loopback
// HTTP, measured in the same run, call by call in turn. The upstream's answer cache is off for
// the main figure (every call crosses HTTP, parses, validates and maps); a third series shows it on.
// Run: npm run bench:upstream   (or: npx tsx --conditions=react-server bench/upstream-latency.ts)
// Options: --calls 300 --warmup 50
import { parseArgs } from 'node:util';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { createContainer, installContainer, type Container } from '@/lib/server/runtime/container';
import { loadDataset } from '@/lib/server/dataset/load';
import { loginPair } from '@/test-support/api-auth';
import { testEnv } from '@/test-support/container';
import { upstreamEnvVars } from '@/test-support/upstream';
import { startReferenceUpstream } from '@/test-support/reference-upstream/server';

const { values } = parseArgs({
  options: { calls: { type: 'string', default: '300' }, warmup: { type: 'string', default: '50' } },
});
const CALLS = Number(values.calls);
const WARMUP = Number(values.warmup);

const QUERIES = [
  'groupID=G1&DrugName=atorvastatin&Zip=94110',
  'groupID=G1&DrugName=lipitor&Zip=10001&SortBy=price',
  'groupID=G1&DrugName=metfromin&City=Chicago&State=IL',
  'groupID=G1&NDC=58151-0155-77&Lat=34.05&Long=-118.24&NumPharm=100',
];

interface Series {
  name: string;
  container: Container;
  headers: Record<string, string>;
  samplesMs: number[];
}

async function series(name: string, env: Record<string, string>): Promise<Series> {
  const container = createContainer(testEnv(env));
  installContainer(container);
  const { accessToken } = await loginPair('G1');
  const headers = { 'x-svc-client-key': 'dev-client-key', authorization: `Bearer ${accessToken}` };
  return { name, container, headers, samplesMs: [] };
}

async function timedCall(s: Series, query: string): Promise<number> {
  installContainer(s.container);
  const startedAtMs = performance.now();
  const response = await findDrugs(
    new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, { headers: s.headers }),
  );
  await response.text();
  const elapsedMs = performance.now() - startedAtMs;
  if (response.status !== 200) throw new Error(`${s.name}: ${query} → ${response.status}`);
  return elapsedMs;
}

const signed = (ms: number): string => `${ms >= 0 ? '+' : '−'}${Math.abs(ms).toFixed(2)}`;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const reference = await startReferenceUpstream({ dataset: loadDataset() });
  const all = [
    await series('embedded', {}),
    await series('upstream, cache off', {
      ...upstreamEnvVars(reference.url),
      UPSTREAM_CACHE_TTL_SECONDS: '0',
    }),
    await series('upstream, cache on', upstreamEnvVars(reference.url)),
  ];
  for (let i = 0; i < WARMUP + CALLS; i += 1) {
    const query = QUERIES[i % QUERIES.length] ?? '';
    for (const s of all) {
      const elapsedMs = await timedCall(s, query);
      if (i >= WARMUP) s.samplesMs.push(elapsedMs);
    }
  }
  await reference.close();

  const figures = all.map((s) => {
    const sorted = [...s.samplesMs].sort((a, b) => a - b);
    return { name: s.name, medianMs: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
  });
  const [embedded] = figures;
  console.log(
    `FindDrugs route handler, ${CALLS} warm calls each (4 mixed queries), after ${WARMUP} warm-up calls`,
  );
  for (const f of figures) {
    const ratio = embedded
      ? ` (median ×${(f.medianMs / embedded.medianMs).toFixed(2)}, p99 ×${(f.p99Ms / embedded.p99Ms).toFixed(2)})`
      : '';
    console.log(
      `${f.name.padEnd(20)} median ${f.medianMs.toFixed(2)} ms   p99 ${f.p99Ms.toFixed(2)} ms${ratio}`,
    );
  }
  const upstream = figures[1];
  if (embedded && upstream) {
    console.log(
      `extra latency of the upstream path (cache off): median ${signed(upstream.medianMs - embedded.medianMs)} ms, p99 ${signed(upstream.p99Ms - embedded.p99Ms)} ms`,
    );
  }
  process.exit(0);
}

void main();
