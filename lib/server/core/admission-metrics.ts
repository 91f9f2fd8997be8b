import 'server-only';
import type { Registry } from 'prom-client';
import {
  ADMISSION_STATS,
  WAIT_BUCKETS_SECONDS,
  type AdmissionStats,
} from '@/server/admission/index.mjs';

type Labels = Record<string, string | number>;
interface Sample {
  value: number;
  labels?: Labels;
  metricName?: string;
}

/**
 * Admission control runs in server.mjs, before Next, and shares no module with the app: it
 * publishes its counts under a global symbol, read here at each scrape. Without server.mjs (tests,
 * `next dev`) there is nothing to read and these series are absent.
 */
const currentStats = (): AdmissionStats | undefined =>
  (globalThis as Record<symbol, (() => AdmissionStats) | undefined>)[ADMISSION_STATS]?.();

/** A series computed at scrape time, in the shape prom-client's Registry formats. */
function scraped(
  name: string,
  help: string,
  type: 'gauge' | 'counter' | 'histogram',
  samplesOf: (stats: AdmissionStats) => Sample[],
) {
  return {
    name,
    help,
    type,
    aggregator: 'sum' as const,
    get: () => {
      const stats = currentStats();
      return {
        name,
        help,
        type,
        aggregator: 'sum' as const,
        values: stats ? samplesOf(stats) : [],
      };
    },
  };
}

/** `${kind}:${reason}` keys as labels. */
const byKindAndReason = (counts: Record<string, number>): Sample[] =>
  Object.entries(counts).map(([key, value]) => {
    const [kind = '', reason = ''] = key.split(':');
    return { value, labels: { kind, reason } };
  });

function waitSamples(stats: AdmissionStats): Sample[] {
  return Object.entries(stats.waits).flatMap(([kind, waits]): Sample[] => [
    ...WAIT_BUCKETS_SECONDS.map((le, i) => ({
      metricName: 'rxpf_admission_queue_wait_seconds_bucket',
      value: waits.counts[i] ?? 0,
      labels: { kind, le },
    })),
    {
      metricName: 'rxpf_admission_queue_wait_seconds_bucket',
      value: waits.count,
      labels: { kind, le: '+Inf' },
    },
    {
      metricName: 'rxpf_admission_queue_wait_seconds_sum',
      value: waits.sumSeconds,
      labels: { kind },
    },
    { metricName: 'rxpf_admission_queue_wait_seconds_count', value: waits.count, labels: { kind } },
  ]);
}

/** Registers admission control's series (docs/operations.md, "Overload") on the registry. */
export function registerAdmissionMetrics(registry: Registry): void {
  const series = [
    scraped(
      'rxpf_admission_limit',
      'Requests admission control lets run at once now',
      'gauge',
      (s) => [{ value: s.limit }],
    ),
    scraped('rxpf_admission_in_flight', 'Admitted requests running now', 'gauge', (s) => [
      { value: s.inFlight },
    ]),
    scraped('rxpf_admission_renders_in_flight', 'Page renders running now', 'gauge', (s) => [
      { value: s.rendersInFlight },
    ]),
    scraped('rxpf_admission_queue_length', 'Requests waiting to start', 'gauge', (s) => [
      { value: s.queued },
    ]),
    scraped(
      'rxpf_admission_drain_per_second',
      'Requests finished per second while requests waited (smoothed)',
      'gauge',
      (s) => [{ value: s.drainPerSecond }],
    ),
    scraped(
      'rxpf_admission_admitted_total',
      'Requests that reached admission, by kind',
      'counter',
      (s) => Object.entries(s.admitted).map(([kind, value]) => ({ value, labels: { kind } })),
    ),
    scraped(
      'rxpf_admission_refused_total',
      'Requests refused with 503 server-busy, by kind and reason (deadline, max-wait, queue-full)',
      'counter',
      (s) => byKindAndReason(s.refused),
    ),
    scraped(
      'rxpf_admission_cancelled_total',
      'Queued requests whose client left before they started',
      'counter',
      (s) => [{ value: s.cancelled }],
    ),
    scraped(
      'rxpf_admission_queue_wait_seconds',
      'How long started requests waited in the queue, by kind',
      'histogram',
      waitSamples,
    ),
  ];
  // prom-client formats any object with this shape; its own classes cannot be fed precomputed
  // counts and buckets.
  for (const metric of series) registry.registerMetric(metric as never);
}
