// Revokes browser sessions, logged in or not (security review N-M3): each request a session makes
// is logged with its `sessionId`; give this script the ids to end. A logged-in session's token
// family is revoked (its next call starts a new, anonymous session); a provisional one (used once,
// nothing stored yet) is recorded as revoked for as long as its cookie could live, so it can
// neither log in nor be served. Reads the same configuration as the server (REDIS_URL, else the
// token store in LOCAL_DATA_DIR).
// Usage: npm run session:revoke -- <sessionId> [<sessionId> …]
import { familyIdOf } from '@/lib/server/auth/browser-sessions';
import { SESSION_TTL_SECONDS } from '@/lib/server/auth/session-options';
import { redisOf, tokenStoreOf } from '@/lib/server/runtime/container';
import { parseEnv } from '@/lib/server/core/env';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function main(): Promise<void> {
  const ids = process.argv.slice(2);
  const bad = ids.filter((id) => !SESSION_ID.test(id));
  if (ids.length === 0 || bad.length > 0) {
    console.error(
      ids.length === 0
        ? 'usage: npm run session:revoke -- <sessionId> [<sessionId> …] (the sessionId of the request log)'
        : `not a session id: ${bad.join(', ')}`,
    );
    process.exit(2);
  }
  const env = parseEnv(process.env);
  const redis = redisOf(env);
  const store = tokenStoreOf(env, redis);
  const nowMs = Date.now();
  for (const id of ids) {
    await store.revokeSession(familyIdOf(id), nowMs, nowMs + SESSION_TTL_SECONDS * 1000);
    console.log(`revoked ${id}`);
  }
  await store.close();
}

void main();
