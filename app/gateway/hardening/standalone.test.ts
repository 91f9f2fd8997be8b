import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STANDALONE_DIR, startAppServer, waitUntilUp } from '@/test-support/app-server';
import { productionCredentials } from '@/test-support/secrets';
import { describeNeeding } from '@/test-support/prerequisites';

// The folder the Docker image ships (`output: 'standalone'` + scripts/finish-standalone.mjs),
// run on its own from its own directory, as the image runs it.
const PORT = 3241;
const BASE = `http://127.0.0.1:${PORT}`;
const credentials = productionCredentials();

describeNeeding(['the standalone build'], 'the standalone server', () => {
  let server: ChildProcess;
  beforeAll(async () => {
    server = startAppServer(
      PORT,
      {
        ...credentials.env,
        LOG_LEVEL: 'silent',
        LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'standalone-')),
      },
      STANDALONE_DIR,
    );
    await waitUntilUp(PORT, Date.now() + 45_000);
  }, 60_000);
  afterAll(() => server.kill('SIGTERM'));

  it('logs in, searches through FindDrugs and serves a results page with its assets', async () => {
    const key = { 'x-svc-client-key': credentials.clientKey };
    const pair = await (
      await fetch(`${BASE}/gateway/auth/token`, {
        method: 'POST',
        headers: { ...key, 'content-type': 'application/json' },
        body: '{"groupID":"G1"}',
      })
    ).json();
    const search = await fetch(
      `${BASE}/gateway/Drug/FindDrugs?groupID=G1&DrugName=atorvastatin&Zip=94110&NumPharm=3`,
      { headers: { ...key, authorization: `Bearer ${pair.accessToken}` } },
    );
    expect(search.status).toBe(200);
    const body = await search.json();
    expect(body.Drugs).toHaveLength(3);
    expect(body.Drugs[0].pricing.price).toBeGreaterThan(0);

    const page = await fetch(`${BASE}/drugs/atorvastatin?zip=94110`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The stylesheet inlined into the page is allowed by its hash, read from this folder's build.
    const css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css.length).toBeGreaterThan(0);
    const digest = createHash('sha256').update(css).digest('base64');
    expect(page.headers.get('content-security-policy')).toContain(`'sha256-${digest}'`);
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${BASE}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${BASE}/readyz`)).status).toBe(200);
  });
});
