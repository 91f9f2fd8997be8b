// Overload (issue 28): does admission control serve what fits, and keep full speed when it
// cannot? One production server (server.mjs, admission control on as in production, rate limits
// lifted: they are not the point) goes through, in one run:
//   1. a burst of 100 concurrent FindDrugs from one client, on the idle server just started;
//   2. C, its capacity: answers/s at 16 connections of the mix (4 FindDrugs : 1 results page);
//   3. the serving path: FindDrugs against the no-op /healthz at 50 connections, in turns;
//   4. a soak: 100 connections, the mix with a refresh every 25th request;
//   5. 400 connections, with a second client (another address) sending one FindDrugs / 100 ms;
//   6. 1,000 connections.
// Each budget is a ratio to C or /healthz measured in the same run, or a bound the issue sets;
// the table prints each with the figure and whether it holds. Exit code 1 if any does not.
// Run: npm run build && npm run bench:overload
// Options: --soak 60 --seconds 20 --port 3320 --admission on|off (off: the unbounded baseline)
//          --server-dir <checkout> (run another built checkout's server: an earlier commit, to compare)
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { quantile, table } from './lib/report';
import {
  apiClient,
  closedLoop,
  findDrugs,
  isServed,
  mix,
  summary,
  type Outcome,
} from './support/closed-loop';
import { rssMb } from './support/memory';
import { LIFTED_LIMITS, spawnServer, type SpawnedServer } from './support/spawned-server';
import { keepAliveAgent, sendRaw } from '@/test-support/fuzz/send-http';

const { values } = parseArgs({
  options: {
    soak: { type: 'string', default: '60' },
    seconds: { type: 'string', default: '20' },
    port: { type: 'string', default: '3320' },
    admission: { type: 'string', default: 'on' },
    'server-dir': { type: 'string', default: process.cwd() },
  },
});
const SOAK_SECONDS = Number(values.soak);
const SECONDS = Number(values.seconds);
const CAPACITY_SECONDS = 15;

interface Row {
  load: string;
  figure: string;
  budget: string;
  holds: boolean;
}
const rows: Row[] = [];
const row = (load: string, figure: string, budget: string, holds: boolean) =>
  rows.push({ load, figure, budget, holds });
const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Samples the server's RSS every 250 ms while `during` runs; resolves with its maximum. */
async function maxRssDuring<T>(pid: number, during: Promise<T>): Promise<[T, number]> {
  let max = rssMb(pid);
  const timer = setInterval(() => {
    try {
      max = Math.max(max, rssMb(pid));
    } catch {
      // the process is gone: the caller sees it exited
    }
  }, 250);
  try {
    return [await during, max];
  } finally {
    clearInterval(timer);
  }
}

async function burst(server: SpawnedServer, size: number) {
  const client = await apiClient(server);
  const agent = keepAliveAgent(size);
  try {
    const answers = await Promise.all(
      Array.from({ length: size }, (_, n) => sendRaw(server.port, findDrugs(client, n), agent)),
    );
    return answers.filter((a) => a.status === 200).length;
  } finally {
    agent.destroy();
  }
}

/** /healthz and FindDrugs at 50 connections, 3 turns of 3 s each, so background load falls on both. */
async function servingPath(server: SpawnedServer) {
  const runs: Record<'healthz' | 'FindDrugs', Outcome[]> = { healthz: [], FindDrugs: [] };
  for (let turn = 0; turn < 3; turn += 1) {
    for (const kind of turn % 2 === 0
      ? (['healthz', 'FindDrugs'] as const)
      : (['FindDrugs', 'healthz'] as const)) {
      runs[kind].push(
        ...(await closedLoop({ server, connections: 50, seconds: 3, kindOf: () => kind })),
      );
    }
  }
  const perSecond = (o: Outcome[]) => o.filter((x) => isServed(x.status)).length / 9;
  const p99 = (o: Outcome[]) =>
    quantile(
      o.map((x) => x.latencyMs),
      0.99,
    );
  return {
    ratio: perSecond(runs.FindDrugs) / perSecond(runs.healthz),
    p99Ratio: p99(runs.FindDrugs) / p99(runs.healthz),
    healthzPerSecond: perSecond(runs.healthz),
    findDrugsPerSecond: perSecond(runs.FindDrugs),
    healthzP99: p99(runs.healthz),
    findDrugsP99: p99(runs.FindDrugs),
  };
}

async function main(): Promise<void> {
  const port = Number(values.port);
  const server = await spawnServer(
    port,
    {
      ...LIFTED_LIMITS,
      RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: '1000000000',
      ADMISSION_CONTROL: values.admission === 'off' ? 'off' : 'on',
    },
    [],
    values['server-dir'],
  );
  const pid = server.child.pid ?? 0;
  const cpus = readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? 0;
  console.log(
    `overload: ${values['server-dir']}, admission ${values.admission}, node ${process.version}, ${cpus} CPUs; soak ${SOAK_SECONDS} s, others ${SECONDS} s; client timeout 15 s`,
  );
  try {
    const served = await burst(server, 100);
    row(
      'burst of 100 FindDrugs, one client, idle server',
      `${served} × 200`,
      '100 × 200',
      served === 100,
    );

    /** `connections` clients sending the FindDrugs-and-page mix for `seconds` (refreshes if asked). */
    const mixedLoad = (connections: number, seconds: number, options = { refreshes: false }) =>
      closedLoop({ server, connections, seconds, kindOf: mix(options) });

    await mixedLoad(16, 10);
    const capacity = summary(await mixedLoad(16, CAPACITY_SECONDS), CAPACITY_SECONDS);
    const C = capacity.goodputPerSecond;
    console.log(
      `C = ${C.toFixed(0)} answers/s at 16 connections (p99 ${capacity.p99Ms.toFixed(0)} ms)`,
    );

    const path = await servingPath(server);
    row(
      'serving path, 50 connections: FindDrugs / /healthz',
      `${path.ratio.toFixed(2)}× req/s (${path.findDrugsPerSecond.toFixed(0)} / ${path.healthzPerSecond.toFixed(0)}); p99 ${path.p99Ratio.toFixed(2)}× (${path.findDrugsP99.toFixed(0)} / ${path.healthzP99.toFixed(0)} ms)`,
      '≥ 0.85×; p99 ≤ 1.5×',
      path.ratio >= 0.85 && path.p99Ratio <= 1.5,
    );

    const rssBeforeSoak = rssMb(pid);
    const soak = summary(await mixedLoad(100, SOAK_SECONDS, { refreshes: true }), SOAK_SECONDS);
    const rssRatio = rssMb(pid) / rssBeforeSoak;
    row(
      `100 connections, ${SOAK_SECONDS} s, soak mix`,
      `${pct(soak.refused, soak.requests)} refused, ${soak.errors + soak.timeouts} errors, p99 ${s(soak.p99Ms)}, RSS ${rssRatio.toFixed(3)}×`,
      '≤ 1 % refused, 0 errors, p99 ≤ 1.5 s, RSS ≤ 1.1×',
      soak.refused <= soak.requests * 0.01 &&
        soak.errors + soak.timeouts === 0 &&
        soak.p99Ms <= 1_500 &&
        rssRatio <= 1.1,
    );

    const [[flood, second]] = await maxRssDuring(
      pid,
      Promise.all([
        mixedLoad(400, SECONDS),
        closedLoop({
          server,
          connections: 1,
          seconds: SECONDS,
          kindOf: () => 'FindDrugs',
          localAddress: '127.0.0.2',
          pauseMs: 100,
        }),
      ]),
    );
    const at400 = summary(flood, SECONDS);
    row(
      `400 connections, ${SECONDS} s`,
      `goodput ${(at400.goodputPerSecond / C).toFixed(2)} C (${at400.goodputPerSecond.toFixed(0)}/s), p99 ${s(at400.p99Ms)}, max ${s(at400.maxMs)}, ${at400.timeouts} timeouts, ${at400.errors} non-503 refusals`,
      '≥ 0.8 C; p99 ≤ 2.5 s, max ≤ 5 s; 0 timeouts; only 503s',
      at400.goodputPerSecond >= 0.8 * C &&
        at400.p99Ms <= 2_500 &&
        at400.maxMs <= 5_000 &&
        at400.timeouts === 0 &&
        at400.errors === 0,
    );
    const other = summary(second, SECONDS);
    row(
      'a second client, 1 FindDrugs / 100 ms, during the 400',
      `${pct(other.served, other.requests)} served of ${other.requests}, p95 ${s(other.p95Ms)}`,
      '≥ 95 % served, p95 ≤ 1 s',
      other.served >= 0.95 * other.requests && other.p95Ms <= 1_000,
    );

    const [thousand, rssMax] = await maxRssDuring(pid, mixedLoad(1_000, SECONDS));
    const at1000 = summary(thousand, SECONDS);
    const alive = server.child.exitCode === null;
    row(
      `1,000 connections, ${SECONDS} s`,
      `${alive ? 'alive' : 'CRASHED'}, RSS max ${rssMax.toFixed(0)} MB, max ${s(at1000.maxMs)} (${at1000.timeouts} timeouts), goodput ${(at1000.goodputPerSecond / C).toFixed(2)} C`,
      'no crash, RSS ≤ 300 MB, every answer ≤ 5 s',
      alive && rssMax <= 300 && at1000.maxMs <= 5_000 && at1000.timeouts === 0,
    );
  } finally {
    await server.stop();
  }
  table(
    ['load', 'figure', 'budget', 'holds'],
    rows.map((r) => [r.load, r.figure, r.budget, r.holds ? 'yes' : 'NO']),
  );
  process.exitCode = rows.every((r) => r.holds) ? 0 : 1;
}

void main();
