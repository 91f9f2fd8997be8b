/**
 * The closed catalogue of problem types the gateway answers with (RFC 9457), shared by the server
 * (which builds the responses) and the client (which tells failures apart by type, never by prose).
 * docs/API.md lists the same table; a test keeps the two in step.
 */
export const PROBLEM_TYPES = {
  'invalid-parameters': { status: 400, title: 'Invalid request parameters' },
  'malformed-request': { status: 400, title: 'Malformed request' },
  unauthorized: { status: 401, title: 'Authentication required' },
  forbidden: { status: 403, title: 'Not allowed for this group' },
  'cross-site': { status: 403, title: 'Cross-site request refused' },
  'drug-not-found': { status: 404, title: 'No drug matches the request' },
  'variant-not-priced': { status: 404, title: 'The drug is not priced in the form asked for' },
  'no-pharmacy-nearby': { status: 404, title: 'No pharmacy within reach' },
  'pharmacy-not-found': { status: 404, title: 'No pharmacy has that id' },
  'route-not-found': { status: 404, title: 'No such endpoint' },
  'method-not-allowed': { status: 405, title: 'Method not allowed' },
  'request-timeout': { status: 408, title: 'Request not received in time' },
  'payload-too-large': { status: 413, title: 'Request body too large' },
  'uri-too-long': { status: 414, title: 'Query string too long' },
  'unsupported-media-type': { status: 415, title: 'Unsupported media type' },
  'headers-too-large': { status: 431, title: 'Request headers too large' },
  'rate-limited': { status: 429, title: 'Too many requests' },
  internal: { status: 500, title: 'Internal error' },
  'upstream-unavailable': { status: 502, title: 'Price source unavailable' },
  'store-unavailable': { status: 503, title: 'Session store unavailable' },
  'upstream-circuit-open': { status: 503, title: 'Price source paused' },
  'server-busy': { status: 503, title: 'Server busy' },
  'upstream-timeout': { status: 504, title: 'Price source timed out' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemSlug = keyof typeof PROBLEM_TYPES;

/** The `type` URI of a problem kind. */
export const problemType = (slug: ProblemSlug): string => `/problems/${slug}`;

/** One invalid parameter of a request, as listed in a problem+json `errors` array. */
export interface FieldError {
  parameter: string;
  message: string;
}

/** One way a drug is priced (a `variant-not-priced` problem lists them): name, form, strengths. */
export interface PricedVariant {
  name: string;
  form: string;
  strengths: string[];
}

/** RFC 9457 problem details as this API sends them. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  errors?: FieldError[];
  /** `variant-not-priced` only: what the named drug is priced as instead. */
  priced?: PricedVariant[];
  /** `drug-not-found` only: the closest priced names (at most 5), for "Did you mean". */
  suggestions?: string[];
  /**
   * `drug-not-found` only: the priced combinations that contain a name found only inside
   * combinations, when there are several (one is answered at once).
   */
  candidates?: string[];
}

/** The members a problem may carry beyond RFC 9457's. */
export type ProblemExtensions = Pick<Problem, 'priced' | 'suggestions' | 'candidates'>;
