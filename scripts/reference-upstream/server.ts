import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SqliteTokenStore } from '@/lib/server/auth/store/sqlite';
import { TokenService } from '@/lib/server/auth/tokens';
import { loadDataset, type Dataset } from '@/lib/server/dataset/load';
import { buildGazetteer } from '@/lib/server/gazetteer';
import { EmbeddedProvider } from '@/lib/server/providers/embedded/provider';
import { ReferenceApi, type Answer } from './api';
import { faultsSchema, nextDataFault, noFaults, type Faults } from './faults';

export const DEFAULT_REFERENCE_CLIENT_KEY = 'reference-client-key';
const MAX_BODY_BYTES = 16_384;
const PROXY_ERROR_PAGE = (status: number) =>
  `<html><head><title>${status}</title></head><body><h1>${status} Service Unavailable</h1><hr><center>nginx</center></body></html>`;

/** Routes by `METHOD path` (path in lower case: the SPEC's casing is not enforced). */
const ROUTES: Record<string, keyof CallCounts | undefined> = {
  'POST /gateway/auth/token': 'login',
  'POST /gateway/auth/refresh': 'refresh',
  'GET /gateway/drug/finddrugs': 'findDrugs',
  'GET /gateway/drug/autocomplete': 'autocomplete',
};

export interface ReferenceUpstreamOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  clientKeys?: string[];
  accessTtlSeconds?: number;
  jwtSecret?: string;
  dataset?: Dataset;
  faults?: Partial<Faults>;
  /** The admin endpoint (`/__admin/*`, loopback callers only); on unless false. */
  admin?: boolean;
  random?: () => number;
}

/** Calls received per endpoint (before faults), for tests to count upstream traffic. */
export interface CallCounts {
  login: number;
  refresh: number;
  findDrugs: number;
  autocomplete: number;
}

export interface ReferenceUpstream {
  url: string;
  port: number;
  /** This instance's fault switches; change them at any time. */
  faults: Faults;
  calls: CallCounts;
  tokens: TokenService;
  /** Every access token issued so far is answered 401 as expired; refresh tokens still work. */
  expireAccessTokens(): void;
  /** Every login so far is revoked: its access and refresh tokens are refused (401). */
  revokeLogins(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The reference upstream: a standalone pricing gateway that serves SPEC.md from the embedded
 * dataset in the upstream's own style, with its own login and rotating refresh tokens, and fault
 * switches. Plain node:http, so it runs beside the app with nothing else.
 */
export async function startReferenceUpstream(
  options: ReferenceUpstreamOptions = {},
): Promise<ReferenceUpstream> {
  const dataset = options.dataset ?? loadDataset();
  const tokenStore = new SqliteTokenStore(':memory:');
  const tokens = new TokenService({
    secret: options.jwtSecret ?? randomBytes(32).toString('base64url'),
    store: tokenStore,
    accessTtlSeconds: options.accessTtlSeconds ?? 900,
    refreshTtlSeconds: 30 * 86_400,
  });
  const api = new ReferenceApi({
    provider: new EmbeddedProvider(dataset),
    gazetteer: buildGazetteer(dataset.zips),
    tokens,
    tokenStore,
    clientKeys: new Set(options.clientKeys ?? [DEFAULT_REFERENCE_CLIENT_KEY]),
  });
  const faults: Faults = { ...noFaults(), ...options.faults };
  const calls: CallCounts = { login: 0, refresh: 0, findDrugs: 0, autocomplete: 0 };
  const random = options.random ?? Math.random;

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('reference upstream fault:', err);
      if (!res.headersSent) send(res, 500, { message: 'Internal error', code: 'INTERNAL' });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://reference');
    const headers = new Headers(req.headers as Record<string, string>);
    const route = `${req.method} ${url.pathname.toLowerCase()}`;
    if (url.pathname.startsWith('/__admin/')) return admin(req, res, url.pathname);
    const counted = ROUTES[route];
    if (counted) calls[counted] += 1; // counted on arrival, even if the caller gives up waiting
    if (faults.latencyMs > 0 && !(await pause(faults.latencyMs, res))) return;

    if (counted === 'login' || counted === 'refresh') {
      const login = counted === 'login';
      const body = await readJson(req);
      if (body === undefined)
        return send(res, 400, { message: 'Body must be JSON', code: 'BAD_REQUEST' });
      return answer(res, login ? await api.login(headers, body) : await api.refresh(headers, body));
    }
    if (counted === 'findDrugs' || counted === 'autocomplete') {
      const findDrugs = counted === 'findDrugs';
      const fault = nextDataFault(faults, random);
      if (fault === 'unauthorized') {
        return send(res, 401, { message: 'Access token expired', code: 'TOKEN_EXPIRED' });
      }
      if (fault === 'error') {
        return send(res, faults.errorStatus, PROXY_ERROR_PAGE(faults.errorStatus), 'text/html');
      }
      const result = findDrugs
        ? await api.findDrugs(headers, url.searchParams)
        : await api.autocomplete(headers, url.searchParams);
      return answer(res, result, result.status === 200);
    }
    send(res, 404, { message: `No route ${req.method} ${url.pathname}`, code: 'NOT_FOUND' });
  }

  /** Sends an answer; data answers get the body faults that are switched on. */
  function answer(res: ServerResponse, result: Answer, bodyFaults = false): void {
    const text = JSON.stringify(result.body);
    if (bodyFaults && faults.truncateBodies) {
      res.writeHead(result.status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
      });
      res.write(text.slice(0, Math.floor(text.length / 2)), () => res.socket?.destroy());
      return;
    }
    if (bodyFaults && faults.malformedJson) {
      return send(res, result.status, `${text.slice(0, Math.floor(text.length / 2))}<!--`);
    }
    send(res, result.status, text);
  }

  async function admin(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    // Only for someone on this machine, even when the server listens on every interface.
    const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(
      req.socket.remoteAddress ?? '',
    );
    if (options.admin === false || !loopback)
      return send(res, 404, { message: 'Not found', code: 'NOT_FOUND' });
    if (req.method === 'POST' && path === '/__admin/faults') {
      const parsed = faultsSchema.partial().safeParse(await readJson(req));
      if (!parsed.success)
        return send(res, 400, { message: parsed.error.message, code: 'BAD_REQUEST' });
      Object.assign(faults, parsed.data);
    } else if (req.method === 'POST' && path === '/__admin/expire-tokens') {
      api.expireAccessTokens();
    } else if (req.method === 'POST' && path === '/__admin/revoke-logins') {
      await api.revokeLogins();
    } else if (req.method === 'POST' && path === '/__admin/reset') {
      Object.assign(faults, noFaults());
      Object.assign(calls, { login: 0, refresh: 0, findDrugs: 0, autocomplete: 0 });
    } else if (!(req.method === 'GET' && path === '/__admin/faults')) {
      return send(res, 404, { message: 'Not found', code: 'NOT_FOUND' });
    }
    send(res, 200, { faults, calls });
  }

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    port,
    faults,
    calls,
    tokens,
    expireAccessTokens: () => api.expireAccessTokens(),
    revokeLogins: () => api.revokeLogins(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await tokenStore.close();
    },
  };
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json',
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** The JSON body, or undefined when it is not JSON (or too big). */
async function readJson(req: IncomingMessage): Promise<unknown> {
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
function pause(ms: number, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    res.once('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}
