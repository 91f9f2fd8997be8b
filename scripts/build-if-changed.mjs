// `npm run quickstart` builds only when the app's sources changed since the last build: a
// SHA-256 over every file the build reads (the hash is kept beside the build), so changing an
// environment variable and starting again takes seconds, not a minute and a half.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What `npm run build` reads: the app's code, the dataset and the build's own configuration. */
const INPUTS = [
  'app',
  'components',
  'lib',
  'server',
  'data',
  'public',
  'instrumentation.ts',
  'proxy.ts',
  'next.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'server.mjs',
  'start-server.sh',
  'scripts/finish-standalone.mjs',
];
const HASH_FILE = path.join(root, '.next', 'source-hash');

function filesUnder(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => filesUnder(path.join(relative, name)));
}

const hash = createHash('sha256');
for (const file of INPUTS.flatMap(filesUnder)) {
  hash
    .update(file)
    .update('\0')
    .update(readFileSync(path.join(root, file)))
    .update('\0');
}
const sourceHash = hash.digest('hex');

const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(HASH_FILE);
if (built && readFileSync(HASH_FILE, 'utf8') === sourceHash) {
  console.log('quickstart: the sources have not changed since the last build; starting it.');
} else {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(HASH_FILE, sourceHash);
}
