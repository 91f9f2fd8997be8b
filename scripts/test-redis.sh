# Sourced by the test scripts: starts a throwaway redis-server on loopback for the Redis-backed
# store tests, exports REDIS_TEST_URL, and stops it when the script exits.
redis_dir=$(mktemp -d)
redis_port=${REDIS_TEST_PORT:-6391}
redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no \
  --daemonize yes --pidfile "$redis_dir/redis.pid" --dir "$redis_dir" >/dev/null
trap 'kill "$(cat "$redis_dir/redis.pid" 2>/dev/null)" 2>/dev/null; rm -rf "$redis_dir"' EXIT
export REDIS_TEST_URL="redis://127.0.0.1:$redis_port"
