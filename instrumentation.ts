/** Runs once when the server starts: fail fast on bad configuration instead of on first request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { serverEnv } = await import('@/lib/server/env');
    serverEnv();
  }
}
