import 'server-only';
import { invalidParameters, payloadTooLarge, unsupportedMediaType } from '../core/api-error';

const MAX_BODY_BYTES = 4096;

/**
 * Reads a JSON object body: 415 unless the content type is JSON, 413 past the byte limit (counted
 * while reading, not trusted from Content-Length), 400 when it is not a JSON object.
 */
export async function readJsonObject(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\s*(;|$)/i.test(contentType)) throw unsupportedMediaType();
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge(maxBytes);

  const chunks = await readBounded(request, maxBytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw invalidParameters([{ parameter: 'body', message: 'is not valid JSON' }]);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalidParameters([{ parameter: 'body', message: 'must be a JSON object' }]);
  }
  return parsed as Record<string, unknown>;
}

/** The body's bytes, refusing more than `maxBytes`; a stream that breaks off is the client's doing. */
async function readBounded(request: Request, maxBytes: number): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  if (!request.body) return chunks;
  const reader = request.body.getReader();
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client hung up (or its proxy did) mid-body: nothing of ours failed.
      throw invalidParameters([{ parameter: 'body', message: 'ended before it was complete' }]);
    }
    if (chunk.done) return chunks;
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw payloadTooLarge(maxBytes);
    }
    chunks.push(chunk.value);
  }
}
