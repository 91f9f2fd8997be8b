// The build's source hash: a SHA-256 over every file `npm run build` reads, kept beside the build
// (.next/source-hash). `npm run build` records it after every build, whoever runs it (`npm test`,
// Docker, a person), so `npm run quickstart` (scripts/build-if-changed.mjs) rebuilds only when the
// sources changed since.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What `npm run build` reads: the app's code, the dataset and the build's own configuration. */
const INPUTS = [
  'app',
  'components',
  'lib',
  'server',
  'data',
  'public',
  'messages',
  'instrumentation.ts',
  'proxy.ts',
  'next.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'server.mjs',
  'start-server.sh',
  'scripts/finish-standalone.mjs',
];

function filesUnder(root, relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(relative, name)));
}

/** The hash of the sources under `root` as they are now. */
export function currentSourceHash(root) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(root, input))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const hashFile = (root) => path.join(root, '.next', 'source-hash');

/** Records the current sources' hash beside the build just made. */
export function recordSourceHash(root) {
  writeFileSync(hashFile(root), currentSourceHash(root));
}

/** Whether there is a build of exactly the current sources. */
export function isBuildCurrent(root) {
  return (
    existsSync(path.join(root, '.next', 'BUILD_ID')) &&
    existsSync(hashFile(root)) &&
    readFileSync(hashFile(root), 'utf8') === currentSourceHash(root)
  );
}
