import 'server-only';
import { createHash } from 'node:crypto';

/** A JSON body as sent (UTF-8 bytes), with a strong entity tag: a hash of exactly these bytes. */
export interface JsonRepresentation {
  body: Uint8Array;
  etag: string;
}

/** Serialises a value once, with its ETag (SHA-1 is plenty to tell versions of a body apart). */
export function jsonRepresentation(value: unknown): JsonRepresentation {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
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
