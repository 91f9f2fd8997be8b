import 'server-only';
import http from 'node:http';
import https from 'node:https';

/** One HTTP exchange with the upstream, in its own terms. */
export interface UpstreamRequest {
  method: 'GET' | 'POST';
  /** Path below the base URL, e.g. `/gateway/Drug/FindDrugs`. */
  path: string;
  query?: URLSearchParams;
  headers: Record<string, string>;
  body?: string;
}

/** What came back, read whole (bounded by maxResponseBytes). */
export interface UpstreamReply {
  status: number;
  contentType: string;
  body: string;
}

/** Sends one request; rejects with a TransportError when no complete answer arrives. */
export type Transport = (request: UpstreamRequest) => Promise<UpstreamReply>;

/** Why no complete answer arrived. Only `timeout` is final: the others are network errors. */
export class TransportError extends Error {
  constructor(
    readonly kind: 'connect-timeout' | 'timeout' | 'network' | 'truncated' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface HttpTransportOptions {
  baseUrl: string;
  connectTimeoutMs: number;
  /** Whole exchange, connect to the last body byte. */
  timeoutMs: number;
  maxResponseBytes: number;
}

/**
 * A transport on node:http(s) with a keep-alive agent (a TLS handshake per call would dominate the
 * latency), a connect timeout for fresh sockets, a total timeout, and a cap on the body size so a
 * misbehaving upstream cannot exhaust memory. fetch has no connect timeout without undici's agent.
 */
export function createHttpTransport(options: HttpTransportOptions): Transport {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const client = base.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 64 });

  return (request) =>
    new Promise<UpstreamReply>((resolve, reject) => {
      const url = new URL(base);
      url.pathname = `${basePath}${request.path}`;
      url.search = request.query?.toString() ?? '';
      const timers: NodeJS.Timeout[] = [];
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        timers.forEach(clearTimeout);
        outcome();
      };
      const fail = (error: TransportError) =>
        finish(() => {
          outgoing.destroy();
          reject(error);
        });

      const outgoing = client.request(
        url,
        { method: request.method, headers: request.headers, agent },
        (incoming) => {
          const chunks: Buffer[] = [];
          let bytes = 0;
          incoming.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > options.maxResponseBytes) {
              fail(
                new TransportError('too-large', `answer over ${options.maxResponseBytes} bytes`),
              );
            } else chunks.push(chunk);
          });
          incoming.on('end', () =>
            finish(() =>
              resolve({
                status: incoming.statusCode ?? 0,
                contentType: incoming.headers['content-type'] ?? '',
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            ),
          );
          // The socket closed before the declared end of the body.
          incoming.on('error', () =>
            fail(new TransportError('truncated', 'connection closed mid-answer')),
          );
          incoming.on('close', () => {
            if (!incoming.complete) {
              fail(new TransportError('truncated', 'connection closed mid-answer'));
            }
          });
        },
      );
      timers.push(
        setTimeout(
          () =>
            fail(new TransportError('timeout', `no complete answer in ${options.timeoutMs} ms`)),
          options.timeoutMs,
        ),
      );
      outgoing.on('socket', (socket) => {
        // A kept-alive socket is already connected; only a fresh one can hang in connect.
        if (!socket.connecting) return;
        const timer = setTimeout(
          () =>
            fail(
              new TransportError(
                'connect-timeout',
                `no connection in ${options.connectTimeoutMs} ms`,
              ),
            ),
          options.connectTimeoutMs,
        );
        timers.push(timer);
        socket.once('connect', () => clearTimeout(timer));
      });
      outgoing.on('error', (err: NodeJS.ErrnoException) =>
        fail(new TransportError('network', err.code ?? err.message)),
      );
      outgoing.end(request.body);
    });
}
