import type { SourceRow } from './source-row';

/**
 * A store whose list gives its street address but no position (Wegmans 2025, Walgreens 2021-04).
 * The build places it only on a CMS 2026 registry point of its chain in its own city
 * (registry-placement.ts), never at a guessed point.
 */
export type UnplacedStore = Omit<SourceRow, 'latitude' | 'longitude' | 'locationPrecision'>;
