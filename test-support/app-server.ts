import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { listedSettings } from './test-settings';

/** The self-contained server folder `npm run build` leaves (what the Docker image ships). */
export const STANDALONE_DIR = path.join(process.cwd(), '.next', 'standalone');

/**
 * Starts the production server (start-server.sh, as `npm start` and the Docker image run it) on
 * 127.0.0.1 with exactly the given environment plus PATH and HOME, from the repository or from
 * another folder holding a server.mjs (the standalone build).
 */
export function startAppServer(
  port: number,
  env: Record<string, string>,
  cwd = process.cwd(),
): ChildProcess {
  return spawn('sh', ['start-server.sh'], {
    cwd,
    env: {
      // The Node that runs the tests runs the server (start-server.sh calls `node`).
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ...listedSettings(env),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves once the server answers its liveness probe; rejects after the deadline. */
export async function waitUntilUp(port: number, deadlineMs: number): Promise<void> {
  while (Date.now() < deadlineMs) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server on ${port} did not start`);
}

/**
 * Starts the production server with a data folder of its own (unless `env` names one) and
 * resolves once it answers: what a suite that talks to a running server sets up first.
 */
async function startedAppServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const server = startAppServer(port, {
    LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), `app-server-${port}-`)),
    ...env,
  });
  await waitUntilUp(port, Date.now() + 45_000);
  return server;
}

/** The production server for the enclosing suite: up before its first test, stopped after its last. */
export function appServerForSuite(port: number, env: Record<string, string>): void {
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    server = await startedAppServer(port, env);
  }, 60_000);
  afterAll(() => {
    server?.kill('SIGTERM');
  });
}

/** Collects a child's stdout and stderr, and its exit code once it exits. */
export function outputOf(child: ChildProcess): {
  text: () => string;
  exited: Promise<number | null>;
} {
  let text = '';
  child.stdout?.on('data', (chunk) => (text += String(chunk)));
  child.stderr?.on('data', (chunk) => (text += String(chunk)));
  return { text: () => text, exited: new Promise((resolve) => child.on('exit', resolve)) };
}
