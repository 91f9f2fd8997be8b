import 'server-only';
import type { z } from 'zod';
import type { FindDrugsResponse } from '@/lib/domain/api/find-drugs';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import {
  ApiError,
  drugNotFound,
  noPharmacyNearby,
  pharmacyNotFound,
} from '@/lib/server/core/api-error';
import { UpstreamFault, UpstreamUnauthorized } from './failures';
import { toFindDrugsResponse, unusable } from './mapper';
import type { UpstreamReply } from './transport';
import { autocompleteWire, errorWire, findDrugsWire } from './wire-schemas';

/** Statuses worth one more try of an idempotent GET: the proxy or the upstream may recover. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const MAX_DETAIL_CHARS = 300;

/**
 * Reads a FindDrugs reply: a 200 is validated and mapped; 400 and 404 become our own 400 and 404
 * problems with the upstream's words kept in `detail`; 401 asks for a renewed token; 5xx and
 * unusable bodies are faults (502).
 */
export function readFindDrugsReply(reply: UpstreamReply, query: FindDrugsQuery): FindDrugsResponse {
  if (reply.status === 404) throw notFoundProblem(reply, query);
  const body = successBody(reply);
  const answer = toFindDrugsResponse(parseOrFault(findDrugsWire, body), query);
  if (answer.Drugs.length === 0) {
    throw query.pharmacyId
      ? pharmacyNotFound('The price source has no price at that pharmacy.')
      : noPharmacyNearby('The price source has no priced pharmacy near the search location.');
  }
  return answer;
}

/** Reads an Autocomplete reply; a 404 means no name matched. */
export function readAutocompleteReply(reply: UpstreamReply): string[] {
  if (reply.status === 404) return [];
  const { drugnames } = parseOrFault(autocompleteWire, successBody(reply));
  return drugnames.map((entry) => (typeof entry === 'string' ? entry : entry.drugname));
}

/**
 * The parsed JSON of a 2xx reply. Other statuses throw: 401 → UpstreamUnauthorized, 400 → our
 * 400 problem, 5xx and anything unexpected → a fault.
 */
export function successBody(reply: UpstreamReply): unknown {
  if (reply.status === 401) throw new UpstreamUnauthorized();
  if (reply.status === 400) {
    throw new ApiError(
      'invalid-parameters',
      `The price source refused the request: ${upstreamDetail(reply) ?? 'no reason given'}.`,
    );
  }
  if (reply.status < 200 || reply.status > 299) {
    throw new UpstreamFault(
      'unavailable',
      `answered ${reply.status}`,
      RETRYABLE_STATUSES.has(reply.status),
    );
  }
  try {
    return JSON.parse(reply.body) as unknown;
  } catch {
    throw unusable('malformed JSON');
  }
}

/** Validates with a wire schema; a mismatch is an unusable answer, named by its first issue. */
export function parseOrFault<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw unusable(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
}

/** Which of our 404s the upstream's 404 is: by its code, else by what was asked. */
function notFoundProblem(reply: UpstreamReply, query: FindDrugsQuery): ApiError {
  const { code, detail } = upstreamError(reply);
  const words = `${code ?? ''} ${detail ?? ''}`.toLowerCase().replace(/[^a-z]/g, '');
  const said = detail ?? 'The price source found nothing for the request.';
  if (query.pharmacyId && /pharmacynotfound|nopharmacyhas|unknownpharmacy/.test(words)) {
    return pharmacyNotFound(said);
  }
  if (/nopharmacy|pharmacynearby|nearby|withinreach/.test(words)) return noPharmacyNearby(said);
  return drugNotFound(said);
}

/** The upstream's own words for an error, when its body is JSON that has any. */
function upstreamDetail(reply: UpstreamReply): string | null {
  return upstreamError(reply).detail;
}

function upstreamError(reply: UpstreamReply): { code: string | null; detail: string | null } {
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    return { code: null, detail: null }; // an HTML page from a proxy: nothing worth quoting
  }
  const parsed = errorWire.safeParse(body);
  if (!parsed.success) return { code: null, detail: null };
  const { message, detail, title, code, error } = parsed.data;
  const nested = errorWire.safeParse(error);
  const nestedText = nested.success ? (nested.data.message ?? nested.data.detail) : null;
  const plain = typeof error === 'string' ? error : null;
  const text = message ?? detail ?? nestedText ?? plain ?? title;
  return { code: code ?? (nested.success ? nested.data.code : null), detail: clean(text) };
}

/** Upstream text made safe to quote: printable, one line, bounded. */
function clean(text: string | null): string | null {
  if (!text) return null;
  const printable = text
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!printable) return null;
  return printable.length > MAX_DETAIL_CHARS
    ? `${printable.slice(0, MAX_DETAIL_CHARS)}…`
    : printable;
}
