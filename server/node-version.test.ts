import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unsupportedNode } from './node-version.mjs';

const ROOT = path.resolve(__dirname, '..');
const ENGINES = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;

describe('unsupportedNode', () => {
  it('refuses a Node older than the range, naming both', () => {
    expect(unsupportedNode('20.20.2', '>=22.13')).toBe(
      'Rx Price Finder needs Node.js >=22.13 (it uses node:sqlite); this is Node.js 20.20.2.',
    );
    expect(unsupportedNode('22.12.9', '>=22.13')).not.toBeNull();
    expect(unsupportedNode('v22.13.0', '>=22.13.1')).not.toBeNull();
  });

  it('accepts the minimum and anything newer', () => {
    for (const version of ['22.13.0', '22.20.0', '23.0.0', '24.21.0', 'v24.1.0'])
      expect(unsupportedNode(version, '>=22.13')).toBeNull();
  });

  it('leaves ranges it does not read to Node', () => {
    for (const engines of ['^22.13 || >=24', '22.x', '', undefined])
      expect(unsupportedNode('20.20.2', engines)).toBeNull();
  });

  it('accepts the Node these tests run on, against our package.json', () => {
    expect(unsupportedNode(process.versions.node, ENGINES)).toBeNull();
  });
});

// This project's machines have Debian's Node 20 as /usr/bin/node (the tests run on the Node 24 of
// node_modules/.bin); where it is missing or new enough, there is no old Node to start.
const SYSTEM_NODE = '/usr/bin/node';
const systemVersion = existsSync(SYSTEM_NODE)
  ? spawnSync(SYSTEM_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim()
  : '';
const oldNode = systemVersion !== '' && unsupportedNode(systemVersion, ENGINES) !== null;

describe.skipIf(!oldNode)(`server.mjs on ${SYSTEM_NODE} (${systemVersion || 'absent'})`, () => {
  it('refuses to start, saying why, instead of serving 500s', () => {
    const started = spawnSync(SYSTEM_NODE, ['server.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, PORT: '0' },
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(`needs Node.js ${ENGINES}`);
    expect(started.stderr).toContain(`this is Node.js ${systemVersion}`);
  });
});
