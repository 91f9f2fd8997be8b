// Compares two V8 heap snapshots (.heapsnapshot, e.g. from `npm run bench:soak -- --heap-snapshots
// <dir>`): self size and count per constructor name in each, largest growth first. Headless, no
// DevTools: what grew between the end of the warm-up and the end of the soak.
// Run: npx tsx bench/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [--top 25]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

interface Aggregate {
  count: number;
  selfBytes: number;
}

/** Self size and count per "type:name" (constructor name for objects, the kind for the rest). */
function aggregate(file: string): Map<string, Aggregate> {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = parsed.snapshot.meta.node_fields;
  const types = parsed.snapshot.meta.node_types[0];
  const stride = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const totals = new Map<string, Aggregate>();
  for (let i = 0; i < parsed.nodes.length; i += stride) {
    const type = types[parsed.nodes[i + typeAt] ?? 0] ?? '?';
    // Strings and code are grouped by kind: their "names" are their contents.
    const name =
      type === 'object' || type === 'closure'
        ? (parsed.strings[parsed.nodes[i + nameAt] ?? 0] ?? '?')
        : '';
    const key = `${type}:${name}`;
    const entry = totals.get(key) ?? { count: 0, selfBytes: 0 };
    entry.count += 1;
    entry.selfBytes += parsed.nodes[i + sizeAt] ?? 0;
    totals.set(key, entry);
  }
  return totals;
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
const [beforeFile, afterFile] = positionals;
if (!beforeFile || !afterFile) throw new Error('usage: heap-diff.ts <before> <after> [--top n]');
const before = aggregate(beforeFile);
const after = aggregate(afterFile);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
const total = (m: Map<string, Aggregate>) => [...m.values()].reduce((s, a) => s + a.selfBytes, 0);
console.log(`live heap in snapshot: before ${mb(total(before))} MB, after ${mb(total(after))} MB`);
const rows = [...new Set([...before.keys(), ...after.keys()])].map((key) => {
  const b = before.get(key) ?? { count: 0, selfBytes: 0 };
  const a = after.get(key) ?? { count: 0, selfBytes: 0 };
  return { key, deltaBytes: a.selfBytes - b.selfBytes, deltaCount: a.count - b.count, a };
});
rows.sort((x, y) => Math.abs(y.deltaBytes) - Math.abs(x.deltaBytes));
console.log('Δ MB      Δ count    after MB   after count   type:constructor');
for (const row of rows.slice(0, Number(values.top))) {
  console.log(
    `${mb(row.deltaBytes).padStart(8)}  ${String(row.deltaCount).padStart(9)}  ${mb(row.a.selfBytes).padStart(9)}  ${String(row.a.count).padStart(12)}   ${row.key.slice(0, 80)}`,
  );
}
