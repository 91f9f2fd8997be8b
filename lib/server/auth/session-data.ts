import 'server-only';

/**
 * What the sealed cookie holds. A session starts provisional — an id, no tokens, nothing stored —
 * and gets its token family (a write to the shared store) on its second use, so a client that
 * drops the cookie on every request cannot grow the store. Nothing in it is readable by page
 * scripts.
 */
export interface SessionData {
  sessionId?: string;
  accessToken?: string;
  refreshToken?: string;
  accessExpiresAtMs?: number;
  /** The price provider's own state for this browser (the upstream's token pair); opaque here. */
  provider?: unknown;
}
