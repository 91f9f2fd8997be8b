import 'server-only';
import { container } from './container';

/**
 * Validates configuration and builds everything a request needs (dataset, indexes, gazetteer,
 * token store, Redis) when the server starts. Next only logs an error thrown from
 * instrumentation and keeps serving, so a bad start ends the process instead.
 */
export function checkStartup(): void {
  const startedAtMs = performance.now();
  try {
    const { logger, dataset } = container();
    logger.info(
      {
        durationMs: Math.round(performance.now() - startedAtMs),
        products: dataset.products.length,
        pharmacies: dataset.pharmacies.length,
      },
      'dataset loaded and indexes built',
    );
  } catch (err) {
    console.error(`Refusing to start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
