// First-load JavaScript per page from the production build, gzip-compressed as `next start`
// sends it, beside the framework baseline of the same build (the 404 page of a language: Next,
// React and the page layout, next-intl's client included), and a check that Leaflet is not in
// any page's first load.
// Run after a build: npx next build && npm run bench:bundle
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { table } from './lib/report';

const BUDGET_OVER_BASELINE_KB = 15;
const STATS = '.next/diagnostics/route-bundle-stats.json';
/** The pages' 404 (app/[locale]/[...rest]): nothing but the layout every page has. */
const BASELINE_ROUTE = '/[locale]/[...rest]';
/** A string only Leaflet's code holds (the class it gives every map container). */
const LEAFLET_MARK = 'leaflet-container';

interface RouteStats {
  route: string;
  firstLoadChunkPaths: string[];
}

if (!existsSync(STATS)) throw new Error(`${STATS} is missing: run \`npx next build\` first`);
const routes = JSON.parse(readFileSync(STATS, 'utf8')) as RouteStats[];
const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;
const rawKb = (file: string) => readFileSync(file).length / 1024;
const sum = (files: string[], size: (file: string) => number) =>
  files.reduce((total, file) => total + size(file), 0);

const baseline = routes.find((r) => r.route === BASELINE_ROUTE);
if (!baseline) throw new Error(`${BASELINE_ROUTE} is not in ${STATS}`);
const baselineKb = sum(baseline.firstLoadChunkPaths, gzipKb);
const pages = routes.filter((r) => !r.route.startsWith('/_') && r.route !== BASELINE_ROUTE);

console.log(
  `First-load JS per page (gzip), budget: framework baseline + ${BUDGET_OVER_BASELINE_KB} KB`,
);
table(
  ['page', 'raw KB', 'gzip KB', 'over baseline', 'budget', 'Leaflet in first load'],
  [
    [
      `${BASELINE_ROUTE} (baseline)`,
      sum(baseline.firstLoadChunkPaths, rawKb).toFixed(1),
      baselineKb.toFixed(1),
      '—',
      '—',
      '—',
    ],
    ...pages.map((r) => {
      const kb = sum(r.firstLoadChunkPaths, gzipKb);
      const leaflet = r.firstLoadChunkPaths.some((f) =>
        readFileSync(f, 'utf8').includes(LEAFLET_MARK),
      );
      return [
        r.route,
        sum(r.firstLoadChunkPaths, rawKb).toFixed(1),
        kb.toFixed(1),
        `+${(kb - baselineKb).toFixed(1)}`,
        kb - baselineKb <= BUDGET_OVER_BASELINE_KB ? 'met' : 'MISSED',
        leaflet ? 'YES (budget missed)' : 'no',
      ];
    }),
  ],
);

// The map's own chunks, fetched only when the map first shows.
const chunkDir = '.next/static/chunks';
const firstLoad = new Set(routes.flatMap((r) => r.firstLoadChunkPaths));
const lazy = readdirSync(chunkDir)
  .filter((name) => name.endsWith('.js'))
  .map((name) => path.join(chunkDir, name))
  .filter((file) => !firstLoad.has(file) && readFileSync(file, 'utf8').includes(LEAFLET_MARK));
console.log(
  `Map chunk(s) loaded only when the map shows: ${lazy.length}, ${sum(lazy, gzipKb).toFixed(1)} KB gzip`,
);
