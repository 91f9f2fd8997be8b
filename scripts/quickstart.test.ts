import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain JavaScript script module, without type declarations
import { currentSourceHash, isBuildCurrent, recordSourceHash } from './source-hash.mjs';

// `npm run quickstart` (issue 31): it refuses a port that is taken, in one line and with a
// non-zero exit, and it knows a build made by `npm test` (any `npm run build`) is current.

const node = process.execPath;

describe('quickstart’s port check', () => {
  it('exits 1 with one line when the port is taken, 0 when it is free', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as net.AddressInfo).port;
    const env = { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1' };
    const taken = spawnSync(node, ['scripts/port-free.mjs'], { env, encoding: 'utf8' });
    expect(taken.status).toBe(1);
    expect(taken.stderr.trim().split('\n')).toEqual([
      `quickstart: port ${port} on 127.0.0.1 is already in use; stop what holds it or start with PORT=<another port>.`,
    ]);
    await new Promise<void>((resolve) => holder.close(() => resolve()));
    const free = spawnSync(node, ['scripts/port-free.mjs'], { env, encoding: 'utf8' });
    expect(free.status).toBe(0);
  });
});

describe('the source hash', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rxpf-hash-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is recorded by every `npm run build`, so the build `npm test` makes counts as current', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.build).toMatch(/&& node scripts\/record-source-hash\.mjs$/);
    expect(readFileSync('scripts/test-all.sh', 'utf8')).toMatch(/npm run build/);
  });

  it('tells a current build from one whose sources (messages too) changed since', () => {
    cpSync('messages', path.join(root, 'messages'), { recursive: true });
    mkdirSync(path.join(root, 'app'));
    writeFileSync(path.join(root, 'app', 'page.tsx'), 'export default 1;\n');
    mkdirSync(path.join(root, '.next'));
    writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'x');
    expect(isBuildCurrent(root)).toBe(false);
    recordSourceHash(root);
    expect(isBuildCurrent(root)).toBe(true);
    const before = currentSourceHash(root) as string;
    writeFileSync(path.join(root, 'messages', 'es.json'), '{}\n');
    expect(currentSourceHash(root)).not.toBe(before);
    expect(isBuildCurrent(root)).toBe(false);
  });
});
