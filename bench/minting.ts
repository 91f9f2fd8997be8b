// Minting (security review N-M3): can a client get more than its address's allowance of data
// calls by minting browser sessions? Two clients, behind the trusted proxy this bench plays (so
// each can claim its address): one IPv4 address, and one IPv6 /64 that uses a new address of its
// /64 for every request. Each mints sessions as fast as it may (a new cookie every few calls) and
// spends every cookie on FindDrugs, for --minutes. Prints, per minute, the FindDrugs each got
// answered 200, against the per-address budget (RATE_LIMIT_BROWSER_ADDRESS_PER_MINUTE, default).
// Production settings otherwise: default limits, admission on.
// Run: npm run build && npm run bench:minting   Options: --minutes 5 --port 3330
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { table } from './lib/report';
import { spawnServer, type SpawnedServer } from './support/spawned-server';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    port: { type: 'string', default: '3330' },
  },
});
const MINUTES = Number(values.minutes);
/** The default of RATE_LIMIT_BROWSER_ADDRESS_PER_MINUTE (lib/server/core/env.ts). */
const BUDGET_PER_MINUTE = 240;
/** Calls spent on each minted cookie before minting the next (under the per-session 60). */
const CALLS_PER_COOKIE = 20;

type Client = { name: string; address: () => string };
const clients: Client[] = [
  { name: 'one IPv4 address', address: () => '198.51.100.7' },
  {
    name: 'one IPv6 /64, a new address each call',
    address: () =>
      `2001:db8:4:7:${[0, 0, 0, 0].map(() => randomBytes(2).toString('hex')).join(':')}`,
  },
];

async function call(server: SpawnedServer, path: string, address: string, cookie?: string) {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    headers: {
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
  });
  await response.arrayBuffer();
  return response;
}

/** One client minting and spending sessions until the end; 200s counted per minute. */
async function mint(server: SpawnedServer, client: Client, startedAtMs: number, endsAtMs: number) {
  const perMinute = Array.from({ length: MINUTES }, () => 0);
  let minted = 0;
  while (Date.now() < endsAtMs) {
    const first = await call(server, '/gateway/session', client.address());
    const cookie = first.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) {
      // Over the new-session limit: wait for the next minute's allowance, as a patient scraper would.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    minted += 1;
    for (let i = 0; i < CALLS_PER_COOKIE && Date.now() < endsAtMs; i += 1) {
      const answer = await call(
        server,
        `/gateway/Drug/FindDrugs?groupID=WEB&DrugName=atorvastatin&Zip=94110&Qty=${30 + (i % 60)}`,
        client.address(),
        cookie,
      );
      const minute = Math.floor((Date.now() - startedAtMs) / 60_000);
      if (answer.status === 200 && minute < MINUTES)
        perMinute[minute] = (perMinute[minute] ?? 0) + 1;
    }
  }
  return { perMinute, minted };
}

async function main(): Promise<void> {
  const server = await spawnServer(Number(values.port), { TRUSTED_PROXIES: '127.0.0.1' });
  console.log(
    `minting: ${clients.length} clients for ${MINUTES} min, ${CALLS_PER_COOKIE} FindDrugs per minted cookie; default limits, admission on; node ${process.version}`,
  );
  try {
    // Aligned to the limiter's minute, so that each printed minute is one window.
    await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000)));
    const startedAtMs = Date.now();
    const endsAtMs = startedAtMs + MINUTES * 60_000;
    const results = await Promise.all(clients.map((c) => mint(server, c, startedAtMs, endsAtMs)));
    const rows = results.map(({ perMinute, minted }, i) => [
      clients[i]?.name ?? '',
      String(minted),
      ...perMinute.map(String),
      String(Math.max(...perMinute)),
    ]);
    table(['client', 'sessions minted', ...minuteHeaders(MINUTES), 'most in a minute'], rows);
    const within = results.every((r) => Math.max(...r.perMinute) <= BUDGET_PER_MINUTE);
    console.log(
      within
        ? `OK: no client got more than ${BUDGET_PER_MINUTE} FindDrugs a minute, however many sessions it minted`
        : `FAILED: a client got more than ${BUDGET_PER_MINUTE} FindDrugs in a minute`,
    );
    process.exitCode = within ? 0 : 1;
  } finally {
    await server.stop();
  }
}

function minuteHeaders(minutes: number): string[] {
  return Array.from({ length: minutes }, (_, i) => `minute ${i + 1}`);
}

void main();
