import 'server-only';

/**
 * One value per server process. Next bundles instrumentation and each route separately, so a
 * module-level variable would exist once per bundle; a global keyed by Symbol.for is shared, which
 * lets start-up validation warm the same dataset and indexes the routes then use.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`rx-price-finder.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[key] ??= create());
}
