/** One header as the fuzzer sends it; the same name may appear twice (a duplicated header). */
export interface FuzzHeader {
  name: string;
  value: string;
  /**
   * What the value is, for the log of a violating request: the value itself for harmless
   * headers, a kind ("valid", "tampered", "forged:alg-none") where it would be a secret.
   */
  label: string;
}

/** One generated request, independent of how it is sent (raw HTTP or a route handler call). */
export interface FuzzRequest {
  method: string;
  /** The raw request target, path and query: may hold %-escapes and bytes a URL builder would fix. */
  target: string;
  headers: FuzzHeader[];
  body: Uint8Array | null;
}

/** A credential the fuzzer may send, with the kind it is logged as. */
export interface LabelledSecret {
  label: string;
  value: string;
}

/** The real credentials of the server under test, so that part of the requests gets past auth. */
export interface FuzzContext {
  clientKey: string;
  /** A valid access token for FUZZ_GROUP issued to clientKey. */
  accessToken: string;
  /** Tokens that must be refused or that carry odd claims (see forged-tokens.ts). */
  forgedTokens: readonly LabelledSecret[];
  sessionCookieName: string;
  /** A sealed session cookie value that is logged in (its second use happened). */
  sessionCookie: string;
  /** host[:port] the server is reached at, for same-origin Origin headers. */
  host: string;
}

/** The group the valid access token was issued for. */
export const FUZZ_GROUP = 'G1';
