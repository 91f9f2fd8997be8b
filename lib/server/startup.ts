import 'server-only';
import { serverEnv } from './env';
import { priceProvider } from './providers';

/**
 * Validates configuration and loads the dataset when the server starts. Next only logs an error
 * thrown from instrumentation and keeps serving, so a bad start ends the process instead.
 */
export function checkStartup(): void {
  try {
    serverEnv();
    priceProvider();
  } catch (err) {
    console.error(`Refusing to start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
