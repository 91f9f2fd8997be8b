import 'server-only';
import { bearerTokenOf } from '@/lib/domain/bearer';
import { container } from '@/lib/server/runtime/container';
import { STARTED_SESSION_CHECK, type StartedSessionCheck } from '@/server/admission.mjs';
import { sealedCookie } from './session-fast-path';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session-options';

/**
 * Whether a request belongs to a session already under way: a session cookie this process has
 * opened (it is in the memory of unsealed sessions), or a Bearer token it has verified and whose
 * times still hold. Only lookups in memory, no cryptography: server.mjs asks it for every request
 * it admits while busy, before Next runs. A session this process has not seen yet (a restart,
 * another instance) counts as new until its first request here.
 */
const isStartedSession: StartedSessionCheck = (cookie, authorization) => {
  const { unsealedSessions, tokens } = container();
  for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE]) {
    const sealed = sealedCookie(cookie ?? null, name);
    if (sealed && unsealedSessions.get(sealed)) return true;
  }
  const bearer = bearerTokenOf(authorization);
  return bearer !== null && tokens.wasVerified(bearer);
};

/** Lets server.mjs's admission control favour started sessions (server/admission.mjs). */
export function registerStartedSessionCheck(): void {
  (globalThis as Record<symbol, unknown>)[STARTED_SESSION_CHECK] = isStartedSession;
}
