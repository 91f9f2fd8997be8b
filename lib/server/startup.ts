import 'server-only';
import { container } from './container';

/**
 * Validates configuration and builds everything a request needs (dataset, indexes, gazetteer,
 * token store, Redis) when the server starts. Next only logs an error thrown from
 * instrumentation and keeps serving, so a bad start ends the process instead.
 */
export function checkStartup(): void {
  try {
    container();
  } catch (err) {
    console.error(`Refusing to start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
