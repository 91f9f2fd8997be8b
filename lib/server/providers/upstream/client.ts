import 'server-only';
import { upstreamCircuitOpen } from '@/lib/server/core/api-error';
import type { Logger } from '@/lib/server/core/logger';
import { CircuitOpenError, type CircuitBreaker } from './breaker';
import { asUpstreamFault, faultToApiError } from './failures';
import type { Transport, UpstreamReply, UpstreamRequest } from './transport';

export interface UpstreamClientOptions {
  transport: Transport;
  breaker: CircuitBreaker;
  logger: Logger;
  /** Extra attempts for an idempotent GET after a network error or a retryable status. */
  retries: number;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  /** Injected for tests; Math.random spreads retries of many callers apart. */
  random?: () => number;
  /** Told of every exchange (metrics): its endpoint, outcome and, when it got an answer, latency. */
  observe?: (exchange: { path: string; outcome: string; latencyMs?: number }) => void;
}

/**
 * Every exchange with the upstream goes through here: the circuit breaker first, then the
 * transport (timeouts), then `interpret`, which turns the reply into a value or throws. A thrown
 * UpstreamFault counts against the breaker and, for a GET, is retried with jittered backoff;
 * anything else the interpreter throws (a 4xx answer, a 401) means the upstream is healthy.
 * Each exchange leaves one log line with its status and latency, never a header or a token.
 */
export class UpstreamClient {
  private readonly random: () => number;

  constructor(private readonly options: UpstreamClientOptions) {
    this.random = options.random ?? Math.random;
  }

  /** Sends the request (retrying GETs on faults) and returns what `interpret` makes of the reply. */
  async send<T>(
    request: UpstreamRequest,
    interpret: (reply: UpstreamReply) => T,
    requestId?: string,
  ): Promise<T> {
    const retries = request.method === 'GET' ? this.options.retries : 0;
    for (let attempt = 1; ; attempt += 1) {
      try {
        this.options.breaker.admit();
      } catch (err) {
        if (!(err instanceof CircuitOpenError)) throw err;
        this.log(request, requestId, { attempt, outcome: 'circuit open' }, 'warn');
        throw upstreamCircuitOpen(err.retryAfterSeconds);
      }
      const startedAtMs = performance.now();
      const latencyMs = () => Math.round(performance.now() - startedAtMs);
      let status: number | null = null;
      try {
        const reply = await this.options.transport(request);
        status = reply.status;
        const value = interpret(reply);
        this.options.breaker.recordSuccess();
        this.log(request, requestId, { attempt, status, latencyMs: latencyMs(), outcome: 'ok' });
        return value;
      } catch (err) {
        const fault = asUpstreamFault(err);
        if (!fault) {
          this.options.breaker.recordSuccess();
          const outcome = err instanceof Error ? err.name : 'error';
          this.log(request, requestId, { attempt, status, latencyMs: latencyMs(), outcome });
          throw err;
        }
        this.options.breaker.recordFailure();
        const outcome = `${fault.kind}: ${fault.message}`;
        this.log(request, requestId, { attempt, status, latencyMs: latencyMs(), outcome }, 'warn');
        if (!fault.retryable || attempt > retries) throw faultToApiError(fault);
        await sleep(this.backoffMs(attempt));
      }
    }
  }

  /** Full jitter: a random wait up to an exponentially growing, capped ceiling. */
  private backoffMs(attempt: number): number {
    const ceilingMs = Math.min(
      this.options.retryMaxDelayMs,
      this.options.retryBaseDelayMs * 2 ** (attempt - 1),
    );
    return Math.round(this.random() * ceilingMs);
  }

  private log(
    request: UpstreamRequest,
    requestId: string | undefined,
    fields: { attempt: number; status?: number | null; latencyMs?: number; outcome: string },
    level: 'info' | 'warn' = 'info',
  ): void {
    this.options.observe?.({
      path: request.path,
      outcome: fields.outcome,
      latencyMs: fields.latencyMs,
    });
    // The path only: the query carries the group id, the headers the key and the token.
    this.options.logger[level](
      { requestId, upstream: { method: request.method, path: request.path, ...fields } },
      'upstream exchange',
    );
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
