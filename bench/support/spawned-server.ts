// A production server (server.mjs after `npm run build`) for the abuse benches, with throwaway
// secrets they know (to forge tokens the way an attacker who stole the secret could) and a
// private data folder. Ports 3300–3399 are this bench's.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer, waitUntilUp } from '@/test-support/app-server';
import type { FuzzRequest } from '@/test-support/fuzz/context';
import { loggedInSessionCookie } from '@/test-support/logged-in-session';

/**
 * Limits high enough that abuse runs measure the app, not the limiter; and no admission control,
 * which would refuse part of a deliberate overload (bench/overload.ts turns it on for its run).
 */
export const LIFTED_LIMITS: Record<string, string> = {
  ADMISSION_CONTROL: 'off',
  RATE_LIMIT_API_PER_MINUTE: '1000000000',
  RATE_LIMIT_SESSION_PER_MINUTE: '1000000000',
  RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: '1000000000',
  RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '1000000000',
};

export interface SpawnedServer {
  port: number;
  child: ChildProcess;
  clientKey: string;
  jwtSecret: string;
  metricsToken: string;
  /** Lines the server wrote (LOG_LEVEL=error by default: only faults). */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts server.mjs on 127.0.0.1:port with fresh secrets; resolves once /healthz answers. */
export async function spawnServer(
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  /** Another built checkout to run instead of this one (an earlier commit, to compare). */
  dir = process.cwd(),
): Promise<SpawnedServer> {
  if (!existsSync(path.join(dir, '.next', 'BUILD_ID')))
    throw new Error(`run \`npm run build\` in ${dir} first: the benches run the production server`);
  const clientKey = `bench-${randomBytes(8).toString('hex')}`;
  const jwtSecret = randomBytes(32).toString('base64url');
  const metricsToken = randomBytes(16).toString('hex');
  const child = startAppServer(
    port,
    {
      SVC_CLIENT_KEYS: clientKey,
      SESSION_PASSWORD: randomBytes(32).toString('base64url'),
      JWT_SECRET: jwtSecret,
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: 'error',
      LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rxpf-bench-')),
      // start-server.sh sets the memory flags of `npm start`; any flags of the caller's on top.
      NODE_OPTIONS: nodeArgs.join(' '),
      ...env,
    },
    dir,
  );
  let text = '';
  child.stdout?.on('data', (chunk) => (text += String(chunk)));
  child.stderr?.on('data', (chunk) => (text += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilUp(port, Date.now() + 60_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${err instanceof Error ? err.message : String(err)}:\n${text}`);
  }
  return {
    port,
    child,
    clientKey,
    jwtSecret,
    metricsToken,
    output: () => text,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A token pair from the real login endpoint. */
export async function login(
  server: SpawnedServer,
  groupID: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`http://127.0.0.1:${server.port}/gateway/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-svc-client-key': server.clientKey },
    body: JSON.stringify({ groupID }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

/**
 * The session cookie's name as the bench reaches the server: plain http, no trusted proxy saying
 * https, so without the `__Host-` prefix (docs/auth.md).
 */
export const SESSION_COOKIE_NAME = 'rxpf_session';

/** A browser session used twice, so its cookie holds tokens (a logged-in session). */
export function browserSession(server: SpawnedServer): Promise<string> {
  return loggedInSessionCookie(SESSION_COOKIE_NAME, (headers) =>
    fetch(`http://127.0.0.1:${server.port}/gateway/session`, { headers }),
  );
}

/** A JSON POST to the server with its client key (a login or a refresh), as raw bytes to send. */
export const jsonPost = (server: SpawnedServer, target: string, body: unknown): FuzzRequest => ({
  method: 'POST',
  target,
  headers: [
    { name: 'content-type', value: 'application/json', label: 'json' },
    { name: 'x-svc-client-key', value: server.clientKey, label: 'valid' },
  ],
  body: new Uint8Array(Buffer.from(JSON.stringify(body))),
});
