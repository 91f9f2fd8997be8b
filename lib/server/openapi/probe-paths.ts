import 'server-only';
import { problemResponses } from './schema-helpers';
import { withRateLimitFields } from './response-headers';

const CHECK_STATE = { type: 'string', enum: ['ok', 'failing', 'not configured'] };

/**
 * The readiness report of /readyz (lib/server/runtime/readiness.ts). Closed, like the schemas
 * made from zod: a member the report gains must be described here before it ships.
 */
const READINESS_SCHEMA = {
  type: 'object',
  required: ['ready', 'checks', 'breaker'],
  additionalProperties: false,
  properties: {
    ready: { type: 'boolean' },
    checks: {
      type: 'object',
      required: ['dataset', 'tokenStore', 'redis', 'priceSource'],
      additionalProperties: false,
      properties: {
        dataset: CHECK_STATE,
        tokenStore: CHECK_STATE,
        redis: CHECK_STATE,
        priceSource: CHECK_STATE,
      },
    },
    breaker: { type: ['string', 'null'], enum: ['closed', 'open', 'half-open', null] },
  },
};

const readiness = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Readiness' } } },
});

/** Schemas the probe paths refer to. */
export const PROBE_SCHEMAS = { Readiness: READINESS_SCHEMA };

/**
 * The operations' endpoints beside the gateway (docs/operations.md): liveness, readiness and
 * Prometheus metrics. Never refused for load; a method they do not serve is a 405 problem.
 */
export const PROBE_PATHS = {
  '/healthz': {
    get: {
      operationId: 'getLiveness',
      summary: 'Liveness: the process answers',
      security: [{}],
      responses: {
        '200': {
          description: 'Always, while the process runs',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['status'],
                additionalProperties: false,
                properties: { status: { const: 'ok' } },
              },
            },
          },
        },
        ...problemResponses('method-not-allowed'),
      },
    },
  },
  '/readyz': {
    get: {
      operationId: 'getReadiness',
      summary: 'Readiness: dataset, token store, Redis and price source all serve',
      security: [{}],
      responses: {
        '200': readiness('Ready: every check is ok (or not configured)'),
        ...problemResponses('method-not-allowed'),
        '503': readiness('Not ready: the failing checks, and the circuit breaker’s state'),
      },
    },
  },
  '/metrics': {
    get: {
      operationId: 'getMetrics',
      summary: 'Prometheus metrics, for a scraper holding METRICS_TOKEN',
      security: [{ metricsToken: [] }],
      responses: withRateLimitFields({
        '200': {
          description: 'Prometheus text exposition format',
          content: { 'text/plain': { schema: { type: 'string' } } },
        },
        ...problemResponses(
          'unauthorized',
          'route-not-found',
          'method-not-allowed',
          'rate-limited',
        ),
      }),
    },
  },
};
