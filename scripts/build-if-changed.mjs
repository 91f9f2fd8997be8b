// `npm run quickstart` builds only when the app's sources changed since the last build (the hash
// every `npm run build` records: scripts/source-hash.mjs), so changing an environment variable
// and starting again takes seconds, not a minute and a half.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent } from './source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (isBuildCurrent(root)) {
  console.log('quickstart: the sources have not changed since the last build; starting it.');
} else {
  // `npm run build` records the new sources' hash itself.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
