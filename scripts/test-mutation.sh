#!/usr/bin/env bash
# `npm run test:mutation [-- module…]`: Stryker over the core, one run per module
# (scripts/mutation-modules.mjs; default: all of them), with a throwaway redis-server so the
# Redis-backed stores' tests run on their mutants too, then the score per module.
# E.g. npm run test:mutation -- pricing 'rate limits'
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/test-redis.sh
if [ $# -eq 0 ]; then
  mapfile -t modules < <(node -e "import('./scripts/mutation-modules.mjs').then((m) => console.log(Object.keys(m.MUTATION_MODULES).join('\n')))")
else
  modules=("$@")
fi
for module in "${modules[@]}"; do
  echo "== mutation: $module"
  MUTATION_MODULE="$module" npx stryker run || exit 1
done
node scripts/mutation-summary.mjs
