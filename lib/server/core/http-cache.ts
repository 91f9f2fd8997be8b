import 'server-only';
import { createHash } from 'node:crypto';

/** A JSON body as sent (UTF-8 bytes), with a strong entity tag: a hash of exactly these bytes. */
export interface JsonRepresentation {
  body: Uint8Array;
  etag: string;
}

/** The representations made so far, by the answer they send: a cached answer is serialised once. */
const representations = new WeakMap<object, JsonRepresentation>();

/**
 * An answer as HTTP sends it: its JSON bytes with their ETag (SHA-1 is plenty to tell versions of
 * a body apart), made when an HTTP answer first needs them and kept as long as the answer lives.
 */
export function representationOf(answer: object): JsonRepresentation {
  let representation = representations.get(answer);
  if (!representation) {
    const body = Buffer.from(JSON.stringify(answer));
    representation = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    representations.set(answer, representation);
  }
  return representation;
}

/**
 * Whether an If-None-Match header names the current representation: `*`, or any listed tag by
 * the weak comparison RFC 9110 §13.1.2 prescribes for it (a `W/` prefix is ignored).
 */
function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * 200 with the JSON body and its ETag, or 304 with no body when the client already holds it.
 * The 304 repeats the caching headers, as RFC 9110 §15.4.5 asks.
 */
export function conditionalJsonResponse(
  request: Request,
  { body, etag }: JsonRepresentation,
  headers: Record<string, string>,
): Response {
  if (ifNoneMatchHits(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers: { ETag: etag, ...headers } });
  }
  return new Response(body as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ETag: etag, ...headers },
  });
}
