// HTTP throughput and latency against the production build (server.mjs), alternating in one
// run between the no-op route (the baseline: Next's own cost of a request), FindDrugs through an
// API client's Bearer token, FindDrugs through a browser session cookie, and a results page.
// Each target runs ROUND_SECONDS at a time, ROUNDS times in turn (each round starting one target
// later), so background load on the machine falls on all of them alike; every response's latency is kept for exact percentiles.
// Also prints the server's start time (with the dataset) and its memory.
// Run after a build: npm run build && npm run bench:http
import autocannon from 'autocannon';
import { findDrugsParams, resultsUrl, type SearchState } from '@/lib/view/search-state';
import { median, ms, quantile, table } from './lib/report';
import { benchPort, startServer } from './lib/server';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const ROUND_SECONDS = Number(process.env.ROUND_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const CLIENT_KEY = 'dev-client-key';

/** Searches as the web app sends them (30 pharmacies, drug info, by price): 8 drugs × 6 places. */
const DRUGS = [
  'atorvastatin',
  'lisinopril',
  'metformin',
  'Lipitor',
  'amlodipine',
  'sertraline',
  'Eliquis',
  'gabapentin',
];
const ZIPS = ['94110', '10001', '60614', '77002', '98101', '33101'];
const searches: SearchState[] = DRUGS.flatMap((name) =>
  ZIPS.map((zip) => ({
    name,
    location: { kind: 'zip', zip },
    form: null,
    strength: null,
    qty: null,
    brand: null,
    sort: 'price',
  })),
);

const BASKET_ITEMS = 'Item=00093505910:30&Item=00378718505:60&Item=68180051301:30';

type Request = { method: 'GET'; path: string; headers?: Record<string, string> };

/** Runs one target for `seconds`; returns each response's latency (ms) and the non-200 count. */
async function run(base: string, requests: Request[], seconds: number) {
  const latencies: number[] = [];
  let failures = 0;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      { url: base, connections: CONNECTIONS, duration: seconds, requests },
      (err) => (err ? reject(err) : resolve()),
    );
    instance.on('response', (_client, status, _bytes, responseMs) => {
      latencies.push(responseMs);
      if (status !== 200) failures += 1;
    });
  });
  return { latencies, failures };
}

async function main(): Promise<void> {
  const server = await startServer(benchPort(3520));
  const rssAfterStartMb = server.rssMb();
  const base = server.baseUrl;

  const login = await fetch(`${base}/gateway/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-svc-client-key': CLIENT_KEY },
    body: JSON.stringify({ groupID: 'G1' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const browserHeaders = { 'sec-fetch-site': 'same-origin' };
  // A browser session is provisional on its first call and logs in on its second: the cookie the
  // second call sets is the one a page keeps sending.
  let cookie = '';
  let first: Response | undefined;
  for (let call = 0; call < 2; call += 1) {
    first = await fetch(`${base}/gateway/Drug/FindDrugs?${findDrugsParams(searches[0]!, 'WEB')}`, {
      headers: { ...browserHeaders, cookie },
    });
    cookie =
      first.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ') || cookie;
  }
  if (first?.status !== 200 || !cookie) throw new Error(`no browser session: ${first?.status}`);

  const targets: Array<{ name: string; requests: Request[] }> = [
    { name: 'no-op (/healthz)', requests: [{ method: 'GET', path: '/healthz' }] },
    {
      name: 'FindDrugs, Bearer token',
      requests: searches.map((s) => ({
        method: 'GET',
        path: `/gateway/Drug/FindDrugs?${findDrugsParams(s, 'G1')}`,
        headers: { 'x-svc-client-key': CLIENT_KEY, authorization: `Bearer ${accessToken}` },
      })),
    },
    {
      name: 'FindDrugs, session cookie',
      requests: searches.map((s) => ({
        method: 'GET',
        path: `/gateway/Drug/FindDrugs?${findDrugsParams(s, 'WEB')}`,
        headers: { ...browserHeaders, cookie },
      })),
    },
    {
      // Three tablets people often take together (atorvastatin 20 mg, metformin 500 mg,
      // lisinopril 10 mg): one provider search per item, joined per pharmacy.
      name: 'FindBasket, 3 items, Bearer token',
      requests: ZIPS.map((zip) => ({
        method: 'GET',
        path: `/gateway/Drug/FindBasket?groupID=G1&Zip=${zip}&${BASKET_ITEMS}`,
        headers: { 'x-svc-client-key': CLIENT_KEY, authorization: `Bearer ${accessToken}` },
      })),
    },
    {
      name: 'results page (HTML)',
      requests: searches.map((s) => ({ method: 'GET', path: resultsUrl(s) })),
    },
  ];

  console.log(
    `server start with the dataset: ${server.startMs.toFixed(0)} ms (budget 2000); ` +
      `RSS after start ${rssAfterStartMb.toFixed(0)} MB`,
  );
  for (const target of targets) await run(base, target.requests, 1); // warm-up: JIT, caches, first renders

  const results = targets.map(() => ({ latencies: [] as number[], failures: 0, seconds: 0 }));
  for (let round = 0; round < ROUNDS; round += 1) {
    // Each round starts one target later, so no target always follows the same one; and after
    // the page renders (which leave the most garbage) a second of uncounted no-op calls lets the
    // server collect it before the next target is measured.
    for (let step = 0; step < targets.length; step += 1) {
      const i = (round + step) % targets.length;
      const target = targets[i]!;
      const { latencies, failures } = await run(base, target.requests, ROUND_SECONDS);
      const result = results[i]!;
      result.latencies.push(...latencies);
      result.failures += failures;
      result.seconds += ROUND_SECONDS;
      if (target.name.startsWith('results page')) await run(base, targets[0]!.requests, 1);
    }
  }
  const rssAfterRunMb = server.rssMb();
  await server.stop();

  const stats = results.map((r) => ({
    rps: r.latencies.length / r.seconds,
    p50: median(r.latencies),
    p99: quantile(r.latencies, 0.99),
    failures: r.failures,
  }));
  const noop = stats[0]!;
  console.log(
    `${ROUNDS} rounds × ${ROUND_SECONDS} s per target, ${CONNECTIONS} connections, alternating; ` +
      `budget for FindDrugs: ≥ 85 % of the no-op's req/s, p99 ≤ 1.5 × the no-op's`,
  );
  table(
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'req/s ÷ no-op', 'p99 ÷ no-op', 'non-200', 'budget'],
    stats.map((s, i) => {
      const isFindDrugs = targets[i]!.name.startsWith('FindDrugs');
      const met = s.rps / noop.rps >= 0.85 && s.p99 / noop.p99 <= 1.5;
      return [
        targets[i]!.name,
        s.rps.toFixed(0),
        ms(s.p50),
        ms(s.p99),
        i === 0 ? '(baseline)' : `${((s.rps / noop.rps) * 100).toFixed(0)} %`,
        i === 0 ? '(baseline)' : `${(s.p99 / noop.p99).toFixed(2)} ×`,
        String(s.failures),
        isFindDrugs ? (met ? 'met' : 'MISSED') : '—',
      ];
    }),
  );
  console.log(`RSS after the run: ${rssAfterRunMb.toFixed(0)} MB (budget after load: 300 MB)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
