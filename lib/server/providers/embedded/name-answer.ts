import 'server-only';
import type { DrugProduct } from '@/lib/domain/dataset/dataset-schema';
import type { DrugQuery } from '@/lib/domain/drug/identity/query';
import { normalizeDrugName } from '@/lib/domain/drug/drug-name';
import type { NameMatch as AnswerNameMatch } from '@/lib/domain/api/find-drugs';
import { drugNotFound } from '@/lib/server/core/api-error';
import type { DrugCatalog, NameMatch } from './catalog';
import { resolveName, type ResolvedName } from './name-resolution';
import type { NameHints } from './pools';

/** At most this many closest names in a drug-not-found problem. */
const MAX_SUGGESTIONS = 5;

/** The name a search resolves to, or the 404 that says what it may have meant. */
export function resolvedOrNotFound(
  catalog: DrugCatalog,
  typed: DrugQuery,
  searched: string,
): ResolvedName {
  const resolved = resolveName(catalog, typed);
  if (resolved && 'best' in resolved) return resolved;
  if (resolved) {
    const candidates = resolved.candidates.map((m) => m.displayName);
    throw drugNotFound(
      `"${searched}" is priced only inside several combinations; the answer's "candidates" member lists them.`,
      { candidates },
    );
  }
  const suggestions = catalog.closestNames(typed.name || typed.text, MAX_SUGGESTIONS);
  throw drugNotFound(
    `No drug matches the name "${searched}".${suggestions.length > 0 ? ' The answer\'s "suggestions" member lists the closest names.' : ''}`,
    { suggestions },
  );
}

/** What the matched name says of its product, and what the search asked besides. */
export function hintsOf(best: NameMatch, typed: DrugQuery): NameHints {
  return {
    brand: best.matchedBrand ? best.displayName : null,
    form: best.formHint ? new RegExp(best.formHint) : null,
    salt: best.saltHint?.split(' ') ?? [],
    strength: best.strengthHint,
    otc: best.otcHint,
    genericAsked:
      best.matchedBrand && typed.preferences.some((p) => p.kind === 'kind' && p.word !== 'brand'),
  };
}

/** How DrugName was read, as the answer's NameMatch says it. */
export function nameMatchOf(
  searched: string,
  resolved: ResolvedName,
  family: readonly DrugProduct[],
  named: { unused: readonly string[]; genericFor: string | null },
): AnswerNameMatch {
  const { best } = resolved;
  const alias = best.alias ? { name: best.displayName, kind: best.alias } : null;
  return {
    searched,
    matched: alias ? (family[0]?.genericName.toLowerCase() ?? best.displayName) : best.displayName,
    corrected: resolved.corrected,
    via: resolved.via,
    alias,
    ignored: asTyped(searched, [...resolved.ignored, ...named.unused]),
    genericFor: named.genericFor,
  };
}

/** Normalised words as the searcher wrote them ("kwikpen" → "KwikPen"). */
function asTyped(searched: string, words: readonly string[]): string[] {
  const tokens = searched.split(/[\s,/]+/).filter(Boolean);
  return words.map(
    (word) =>
      tokens.find((t) => normalizeDrugName(t).replace(/ /g, '') === word.replace(/ /g, '')) ?? word,
  );
}
