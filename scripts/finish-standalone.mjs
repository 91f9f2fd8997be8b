// After `next build` with output: 'standalone': puts next to .next/standalone/server.js what Next
// leaves out — the static assets, the committed dataset (read at run time, so not traced) and our
// own server (start-server.sh, server.mjs and server/) — so that folder runs on its own:
// `sh .next/standalone/start-server.sh`.
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const standalone = path.join(root, '.next', 'standalone');
if (!existsSync(path.join(standalone, 'server.js'))) {
  console.error('No .next/standalone/server.js: run `next build` (output: standalone) first.');
  process.exit(1);
}
cpSync(path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static'), {
  recursive: true,
});
cpSync(path.join(root, 'data'), path.join(standalone, 'data'), {
  recursive: true,
  filter: (source) => !source.endsWith('README.md'),
});
cpSync(path.join(root, 'server.mjs'), path.join(standalone, 'server.mjs'));
cpSync(path.join(root, 'start-server.sh'), path.join(standalone, 'start-server.sh'));
// server.mjs's own modules (plain JavaScript: the standalone folder runs without a compiler).
cpSync(path.join(root, 'server'), path.join(standalone, 'server'), {
  recursive: true,
  filter: (source) => !source.endsWith('.d.mts'),
});
if (existsSync(path.join(root, 'public'))) {
  cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
}
console.log('standalone build ready: sh .next/standalone/start-server.sh');
