import {
  Agent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FuzzRequest } from './context';
import type { FuzzResponse } from './verdict';

/** Keep-alive connections to the server under test, at most `connections` at a time. */
export function keepAliveAgent(connections: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
}

/** Headers as node:http takes them: a repeated name becomes an array, so it is sent twice. */
function outgoingHeaders(request: FuzzRequest): OutgoingHttpHeaders {
  const out: Record<string, string | string[]> = {};
  for (const { name, value } of request.headers) {
    const existing = out[name];
    // node:http takes one Host only (and the server would refuse two with a 400 anyway).
    if (name === 'host' && existing !== undefined) continue;
    out[name] =
      existing === undefined
        ? value
        : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return out;
}

/** A response as the fuzzer keeps it, with Retry-After and what went wrong if nothing came back. */
export interface SentResponse extends FuzzResponse {
  retryAfter?: string;
  error?: string;
}

/** The body as text, decompressed as its Content-Encoding says (the fuzzer sends Accept-Encoding). */
function decodedBody(raw: Buffer, headers: IncomingHttpHeaders): string {
  const encoding = String(headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  try {
    if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
    if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
    if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  } catch {
    return `<undecodable ${encoding} body>`;
  }
  return raw.toString('utf8');
}

/**
 * Sends one request over raw HTTP (node:http sends the target and header bytes as given, which
 * fetch would normalise or refuse) and reads the answer. A connection the server closes without
 * an answer resolves with status 0: the caller decides whether that is expected.
 */
export function sendRaw(
  port: number,
  request: FuzzRequest,
  agent: Agent,
  timeoutMs = 30_000,
): Promise<SentResponse> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (response: SentResponse) => {
      if (!settled) {
        settled = true;
        resolve(response);
      }
    };
    let req;
    try {
      req = httpRequest(
        {
          // Next echoes the path in a redirect's Location and Refresh headers, so a 32 KiB URL
          // (which server.mjs accepts) can come back with more than node's default 16 KiB.
          maxHeaderSize: 128 * 1024,
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.target,
          headers: outgoingHeaders(request),
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            settle({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              body: decodedBody(Buffer.concat(chunks), res.headers),
              retryAfter: res.headers['retry-after'],
            }),
          );
          res.on('error', (err) =>
            settle({ status: 0, contentType: '', body: '', error: err.message }),
          );
        },
      );
    } catch (err) {
      // node:http refused to send it (an invalid method or header): not the server's doing.
      settle({
        status: -1,
        contentType: '',
        body: '',
        error: err instanceof Error ? err.message : String(err),
      });
      return;
    }
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timed out')));
    req.on('error', (err) => settle({ status: 0, contentType: '', body: '', error: err.message }));
    req.end(request.body ?? undefined);
  });
}
