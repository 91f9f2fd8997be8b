#!/bin/sh
# Starts server.mjs with its memory settings, the one place they are set (npm start, quickstart,
# the Docker image, Playwright, the benches and the tests that run the production server all
# come here; docs/operations.md, "Memory"). Measured with `npm run bench:http` on the full
# dataset: RSS after the load 343 MB with a 256 MB heap cap alone, 282 MB with these.
# - a 192 MB old generation: the live heap is about 110 MB; V8 grows the heap to its cap under
#   load, and RSS follows;
# - 4 MB semi-spaces: the young generation is short-lived request garbage;
# - two glibc malloc arenas: each thread would otherwise keep its own (libuv's pool, V8's workers).
# Extra flags for a run (a profiler, say) go in NODE_OPTIONS.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec node --max-old-space-size=192 --max-semi-space-size=4 "$(dirname "$0")/server.mjs"
