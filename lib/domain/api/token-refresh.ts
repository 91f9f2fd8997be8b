/**
 * Whether an access token should be renewed now: within `marginMs` of its expiry (an unknown
 * expiry is due). The margin is capped at half the token's lifetime where that is known: a token
 * that lives no longer than the margin would otherwise be renewed before every use.
 */
export function isDueForRefresh(
  token: { expiresAtMs: number | null | undefined; issuedAtMs?: number },
  nowMs: number,
  marginMs: number,
): boolean {
  if (token.expiresAtMs === null || token.expiresAtMs === undefined) return true;
  const lifetimeMs =
    token.issuedAtMs === undefined ? Infinity : token.expiresAtMs - token.issuedAtMs;
  return token.expiresAtMs - Math.min(marginMs, lifetimeMs / 2) <= nowMs;
}
