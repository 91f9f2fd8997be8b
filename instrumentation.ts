/** Runs once when the server starts (Node runtime only): fail fast, not on the first request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkStartup } = await import('@/lib/server/runtime/startup');
    checkStartup();
  }
}
