// Starts the production build (server.mjs, as `npm start` runs it) for a benchmark and stops it again. The build must
// exist (`npm run build`); the server gets development secrets, a private data folder and rate
// limits lifted so the benchmark measures the work, not the limiter.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** From spawning the process to the first 200 from /readyz (the dataset is loaded by then). */
  startMs: number;
  /** Resident set size of the server process now, MB. */
  rssMb: () => number;
  stop: () => Promise<void>;
}

/** Refuses a port something else (another engineer's server) already listens on. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} is in use; set BENCH_PORT`)))
      .once('listening', () => probe.close(() => resolve()))
      .listen(port, '127.0.0.1');
  });
}

/** Starts server.mjs on the port and resolves once /readyz says it is ready. */
export async function startServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  await assertPortFree(port);
  const startedAt = performance.now();
  const child = spawn(
    'sh',
    // start-server.sh sets the memory flags of `npm start`; e.g.
    // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
    ['start-server.sh'],
    {
      env: {
        ...process.env,
        NODE_OPTIONS: process.env.BENCH_NODE_ARGS ?? '',
        NODE_ENV: 'production',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        ALLOW_DEV_DEFAULTS: '1',
        LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rxpf-bench-')),
        RATE_LIMIT_API_PER_MINUTE: '1000000000',
        RATE_LIMIT_SESSION_PER_MINUTE: '1000000000',
        RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: '1000000000',
        // A browser's calls also count per address (240 a minute by default): without this the
        // session-cookie row measured mostly 429s.
        RATE_LIMIT_BROWSER_ADDRESS_PER_MINUTE: '1000000000',
        // Every request comes from one address: the per-address page-render limit would answer
        // most pages with 429 and measure nothing.
        RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: '1000000000',
        // These benches measure throughput at saturation, where admission control would refuse
        // new page renders (that trade is bench:overload's to measure).
        ADMISSION_CONTROL: 'off',
        ...extraEnv,
      },
      // Request logs go where production sends them (a stream), here /dev/null.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.mjs exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (performance.now() - startedAt > 60_000)
      throw new Error('server.mjs did not answer in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - startedAt;
  const pid = child.pid ?? 0;
  return {
    baseUrl,
    pid,
    startMs,
    rssMb: () => {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return Number(kb) / 1024;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Renders each page `rounds` times over plain HTTP, as a browser asks for it (HTML, Brotli), so
 * the server's JIT and caches are warm before anything is measured: the figures are those of a
 * server that has been up, not of its first requests.
 */
export async function warmPages(baseUrl: string, paths: string[], rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1)
    for (const pagePath of paths) {
      const response = await fetch(`${baseUrl}${pagePath}`, {
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      if (!response.ok) throw new Error(`${pagePath} answered ${response.status} while warming`);
      await response.arrayBuffer();
    }
}

/** The port benchmarks use: BENCH_PORT, else the given default (this team's range is 3500–3599). */
export const benchPort = (fallback: number): number => Number(process.env.BENCH_PORT ?? fallback);
