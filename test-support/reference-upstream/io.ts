import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Answer } from './api';
import type { Faults } from './faults';

const MAX_BODY_BYTES = 16_384;

/** What a proxy in front of a failing engine answers: HTML, not the engine's JSON. */
export const PROXY_ERROR_PAGE = (status: number) =>
  `<html><head><title>${status}</title></head><body><h1>${status} Service Unavailable</h1><hr><center>nginx</center></body></html>`;

/** Sends a body (JSON unless it is already text) with its length. */
export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json',
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * Sends an answer, with the body faults of `faults` when given: JSON that does not parse, or a
 * body cut off half-way by closing the connection before the declared length.
 */
export function sendAnswer(
  res: ServerResponse,
  result: Answer,
  faults: Faults | null = null,
): void {
  const text = JSON.stringify(result.body);
  const half = text.slice(0, Math.floor(text.length / 2));
  if (faults?.truncateBodies) {
    res.writeHead(result.status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    res.write(half, () => res.socket?.destroy());
    return;
  }
  send(res, result.status, faults?.malformedJson ? `${half}<!--` : text);
}

/** The JSON body, or undefined when it is not JSON (or too big). */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Waits, unless the caller hangs up first (then false: nobody to answer). */
export function pause(ms: number, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    res.once('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}
