import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';

// Suites that need something besides the code: a production build, a Redis server. Run alone
// (`npx vitest path`), a suite without its prerequisite is skipped, saying which; under `npm test`
// (scripts/test-all.sh, which builds and starts Redis, sets RXPF_FULL_RUN=1) a missing
// prerequisite is a failure: a suite that silently skipped in CI would prove nothing.

export type Prerequisite = 'a build' | 'the standalone build' | 'Redis (REDIS_TEST_URL)';

const present: Record<Prerequisite, () => boolean> = {
  'a build': () => existsSync(path.join(process.cwd(), '.next', 'BUILD_ID')),
  'the standalone build': () =>
    existsSync(path.join(process.cwd(), '.next', 'standalone', 'server.mjs')),
  'Redis (REDIS_TEST_URL)': () => Boolean(process.env.REDIS_TEST_URL),
};

/** Whether this run is the whole suite, where nothing may be skipped for a missing prerequisite. */
const FULL_RUN = process.env.RXPF_FULL_RUN === '1';

/**
 * `describe`, for a suite that needs `needs`. The suite's name says what it needs; without it the
 * suite is skipped (run alone) or is one failing test that names what is missing (`npm test`).
 */
export function describeNeeding(needs: Prerequisite[], name: string, suite: () => void): void {
  const missing = needs.filter((need) => !present[need]());
  const title = `${name} (needs ${needs.join(' and ')})`;
  if (missing.length === 0) describe(title, suite);
  else if (FULL_RUN) {
    describe(title, () =>
      it('has what it needs', () => {
        throw new Error(`missing under npm test: ${missing.join(', ')}`);
      }),
    );
  } else describe.skip(title, suite);
}
