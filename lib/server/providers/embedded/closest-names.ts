import 'server-only';
import { distance as editDistance } from 'fastest-levenshtein';
import { byRankThenSize, type NameEntry } from './name-entries';

/**
 * Up to `limit` priced names closest in spelling to a name nothing matched, one per medicine, for
 * a 404's "Did you mean": the whole name or its start within a third of its letters (at least two).
 */
export function closestNames(
  entries: readonly NameEntry[],
  query: string,
  limit: number,
): string[] {
  const allowed = Math.max(2, Math.floor(query.length / 3));
  const near: Array<{ entry: NameEntry; distance: number }> = [];
  for (const entry of entries) {
    if (!entry.isPriced || Math.abs(entry.key.length - query.length) > allowed * 4) continue;
    const distance = Math.min(
      editDistance(query, entry.key),
      editDistance(query, entry.key.slice(0, query.length)) + 1,
    );
    if (distance <= allowed) near.push({ entry, distance });
  }
  near.sort((a, b) => a.distance - b.distance || byRankThenSize(a.entry, b.entry));
  // One name per medicine: "atorvastatin", not also its Spanish "atorvastatina".
  const names = new Map<string, string>();
  for (const { entry } of near) {
    if (names.size === limit) break;
    if (!names.has(entry.familyKey)) names.set(entry.familyKey, entry.displayName);
  }
  return [...names.values()];
}
