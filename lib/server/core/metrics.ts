import 'server-only';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { registerAdmissionMetrics } from './admission-metrics';

/** The Prometheus series this server exposes at /metrics (one registry per container). */
export interface Metrics {
  registry: Registry;
  /** Gateway requests by route, method and status. */
  requests: Counter<'route' | 'method' | 'status'>;
  requestSeconds: Histogram<'route' | 'method'>;
  /** 429s by what was counted: api, session, new-session, auth-failure. */
  rateLimitRejections: Counter<'kind'>;
  /** The token or rate-limit store was locked or unreachable (answered 503). */
  storeErrors: Counter<'store'>;
  /** Exchanges with the upstream gateway by endpoint and outcome (ok, retried, timeout …). */
  upstreamExchanges: Counter<'path' | 'outcome'>;
  upstreamSeconds: Histogram<'path'>;
}

/** Registers every series, with the process's own (memory, CPU, event loop lag, GC). */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerAdmissionMetrics(registry);
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'rxpf_http_requests_total',
      help: 'Gateway requests by route, method and status',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'rxpf_http_request_duration_seconds',
      help: 'Gateway request latency',
      labelNames: ['route', 'method'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    rateLimitRejections: new Counter({
      name: 'rxpf_rate_limit_rejections_total',
      help: 'Requests refused with 429 (kind page: a results page rendered without prices), by what the limit counts',
      labelNames: ['kind'],
      registers,
    }),
    storeErrors: new Counter({
      name: 'rxpf_store_errors_total',
      help: 'Token or rate-limit store locked or unreachable',
      labelNames: ['store'],
      registers,
    }),
    upstreamExchanges: new Counter({
      name: 'rxpf_upstream_exchanges_total',
      help: 'Exchanges with the upstream price gateway, by endpoint and outcome',
      labelNames: ['path', 'outcome'],
      registers,
    }),
    upstreamSeconds: new Histogram({
      name: 'rxpf_upstream_duration_seconds',
      help: 'Upstream price gateway latency per exchange',
      labelNames: ['path'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
  };
}
