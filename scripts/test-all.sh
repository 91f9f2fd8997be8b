#!/usr/bin/env bash
# Runs every suite (vitest unit/route tests, Playwright browser tests) and ends with one line
# "N passed, N failed" summing them. Starts a throwaway redis-server on loopback for the
# Redis-backed store tests.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The whole suite: a suite whose prerequisite (the build, Redis) is missing fails instead of
# skipping (test-support/prerequisites.ts).
export RXPF_FULL_RUN=1
bash scripts/ensure-system-deps.sh || { echo "0 passed, 1 failed"; exit 1; }
mkdir -p test-results
rm -f test-results/vitest.json test-results/playwright.json

source scripts/test-redis.sh

# Static checks count as one test each in the closing line (the build below also type-checks):
# ESLint with the layer fences, no import cycle (type-only ones included), Prettier, and knip
# (no unused file, export or dependency).
npm run --silent lint > test-results/eslint.log 2>&1
lint_rc=$?
[ "$lint_rc" -eq 0 ] || cat test-results/eslint.log

# One production build serves the two-instance test and Playwright's server.
npm run build > test-results/next-build.log 2>&1 || { tail -40 test-results/next-build.log; echo "0 passed, 1 failed"; exit 1; }

npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
vitest_rc=$?

playwright_rc=0
if ls e2e/*.spec.ts >/dev/null 2>&1; then
  PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json \
    npx playwright test --reporter=list,json
  playwright_rc=$?
fi

node scripts/summarize-tests.mjs "$vitest_rc" "$playwright_rc" "$lint_rc"
