// `npm run upstream`: the reference upstream on its own, for running the whole chain on one
// machine (browser → app → reference upstream). Flags win over environment variables:
//   --port 4010 --host 127.0.0.1 --client-keys a,b --access-ttl-seconds 900
//   --latency-ms 200 --error-rate 0.1 --error-status 503 --malformed-json --truncate-bodies
//   --unpriced-share 0.1   (a tenth of pharmacy-and-NDC pairs have no price)
// Faults can change while it runs, from this machine only:
//   curl -X POST localhost:4010/__admin/faults -H 'content-type: application/json' -d '{"errorRate":0.5}'
//   curl -X POST localhost:4010/__admin/expire-tokens   (access tokens answer 401; refresh works)
//   curl -X POST localhost:4010/__admin/revoke-logins   (refresh refused too: the BFF logs in again)
//   curl -X POST localhost:4010/__admin/reset           curl localhost:4010/__admin/faults
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { FAULT_SETTINGS, faultsSchema } from './faults';
import { DEFAULT_REFERENCE_CLIENT_KEY, startReferenceUpstream } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'client-keys': { type: 'string' },
    'access-ttl-seconds': { type: 'string' },
    ...Object.fromEntries(
      FAULT_SETTINGS.map(({ flag, key }) => [
        flag,
        { type: key === 'malformedJson' || key === 'truncateBodies' ? 'boolean' : 'string' },
      ]),
    ),
  },
});
const setting = (flag: string, env: string): string | boolean | undefined =>
  (values as Record<string, string | boolean | undefined>)[flag] ?? process.env[env];

const settings = z
  .object({
    port: z.coerce.number().int().min(0).max(65_535).default(4010),
    host: z.string().default('127.0.0.1'),
    clientKeys: z.string().default(DEFAULT_REFERENCE_CLIENT_KEY),
    accessTtlSeconds: z.coerce.number().int().min(1).default(900),
  })
  .parse({
    port: setting('port', 'REFERENCE_UPSTREAM_PORT'),
    host: setting('host', 'REFERENCE_UPSTREAM_HOST'),
    clientKeys: setting('client-keys', 'REFERENCE_UPSTREAM_CLIENT_KEYS'),
    accessTtlSeconds: setting('access-ttl-seconds', 'REFERENCE_UPSTREAM_ACCESS_TTL_SECONDS'),
  });
const faults = faultsSchema.parse(
  Object.fromEntries(FAULT_SETTINGS.map(({ key, flag, env }) => [key, setting(flag, env)])),
);

/** Starts the server and stops it cleanly on Ctrl-C (CommonJS under tsx: no top-level await). */
async function main(): Promise<void> {
  const upstream = await startReferenceUpstream({
    port: settings.port,
    host: settings.host,
    clientKeys: settings.clientKeys.split(',').map((k) => k.trim()),
    accessTtlSeconds: settings.accessTtlSeconds,
    faults,
  });
  console.log(`reference upstream listening on ${upstream.url}`);
  console.log(`faults: ${JSON.stringify(upstream.faults)}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void upstream.close().then(() => process.exit(0)));
  }
}

void main();
