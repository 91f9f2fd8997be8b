#!/usr/bin/env bash
# `npm run test:mutation [-- stryker options]`: Stryker over the core (stryker.config.mjs), with a
# throwaway redis-server so the Redis-backed stores' tests run on their mutants too, then the score
# per module. E.g. one module: npm run test:mutation -- --mutate 'lib/server/rate-limit/*.ts,!**/*.test.ts'
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/test-redis.sh
npx stryker run "$@" && node scripts/mutation-summary.mjs
