/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerTokenOf(authorization: string | null | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;
}
