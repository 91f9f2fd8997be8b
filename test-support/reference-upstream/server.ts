import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SqliteTokenStore } from '@/lib/server/auth/store/sqlite';
import { TokenService } from '@/lib/server/auth/tokens';
import { loadDataset, type Dataset } from '@/lib/server/dataset/load';
import { buildGazetteer } from '@/lib/server/dataset/gazetteer';
import { EmbeddedProvider } from '@/lib/server/providers/embedded/provider';
import { admin } from './admin';
import { ReferenceApi } from './api';
import { nextDataFault, noFaults, type CallCounts, type Faults } from './faults';
import { pause, PROXY_ERROR_PAGE, readJson, send, sendAnswer } from './io';

export const DEFAULT_REFERENCE_CLIENT_KEY = 'reference-client-key';

/** Routes by `METHOD path` (path in lower case: the interface's casing is not enforced). */
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
 * The reference upstream: a standalone pricing gateway that serves the gateway interface (docs/API.md) from the embedded
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
    if (url.pathname.startsWith('/__admin/')) {
      return admin(req, res, url.pathname, {
        enabled: options.admin !== false,
        faults,
        calls,
        api,
      });
    }
    const counted = ROUTES[route];
    if (counted) calls[counted] += 1; // counted on arrival, even if the caller gives up waiting
    if (faults.latencyMs > 0 && !(await pause(faults.latencyMs, res))) return;

    if (counted === 'login' || counted === 'refresh') {
      const login = counted === 'login';
      const body = await readJson(req);
      if (body === undefined)
        return send(res, 400, { message: 'Body must be JSON', code: 'BAD_REQUEST' });
      return sendAnswer(
        res,
        login ? await api.login(headers, body) : await api.refresh(headers, body),
      );
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
        ? await api.findDrugs(headers, url.searchParams, faults.unpricedShare)
        : await api.autocomplete(headers, url.searchParams);
      // Body faults hit data answers only, so the login that precedes them still works.
      return sendAnswer(res, result, result.status === 200 ? faults : null);
    }
    send(res, 404, { message: `No route ${req.method} ${url.pathname}`, code: 'NOT_FOUND' });
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
