/**
 * Runs once when the server starts: fail fast on bad configuration or a corrupt dataset
 * instead of on the first request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { serverEnv } = await import('@/lib/server/env');
    const { priceProvider } = await import('@/lib/server/providers');
    serverEnv();
    priceProvider();
  }
}
