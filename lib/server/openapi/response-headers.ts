import 'server-only';

/**
 * The response header fields the document describes once (components.headers) and refers to:
 * the rate-limit fields of draft-ietf-httpapi-ratelimit-headers-11 and Retry-After.
 */
export const HEADER_COMPONENTS = {
  RateLimitPolicy: {
    description:
      'The quota policies this request counted against (draft-ietf-httpapi-ratelimit-headers-11), e.g. `"api";q=120;w=60`: `api` per client key, `session` per browser session, `browser-address`, `new-session` and `auth-failure` per client address; `q` requests per `w` seconds.',
    schema: { type: 'string' },
  },
  RateLimit: {
    description:
      'What is left of each policy, e.g. `"api";r=117;t=42`: `r` requests remain for the next `t` seconds. Sent on every answer that counted against a limit, the 429 included.',
    schema: { type: 'string' },
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 1 },
  },
} as const;

const ref = (name: keyof typeof HEADER_COMPONENTS) => ({ $ref: `#/components/headers/${name}` });

/** An operation's responses by status; each response object gets the named headers added. */
type Responses = Record<string, unknown>;

function addHeaders(
  responses: Responses,
  headersOf: (status: string) => Record<string, unknown>,
): Responses {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const object = response as { headers?: Record<string, unknown> };
      const added = headersOf(status);
      return [
        status,
        Object.keys(added).length === 0
          ? object
          : { ...object, headers: { ...object.headers, ...added } },
      ];
    }),
  );
}

/** Adds Retry-After to the 429 and 503 responses. */
export const withRetryAfter = (responses: Responses): Responses =>
  addHeaders(responses, (status) =>
    status === '429' || status === '503' ? { 'Retry-After': ref('RetryAfter') } : {},
  );

/** Adds the rate-limit fields to every response of an operation counted against a limit. */
export const withRateLimitFields = (responses: Responses): Responses =>
  addHeaders(withRetryAfter(responses), () => ({
    'RateLimit-Policy': ref('RateLimitPolicy'),
    RateLimit: ref('RateLimit'),
  }));
