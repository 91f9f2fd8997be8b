import { SEARCH_RADIUS_MILES } from './constants';
import type { ProblemSlug } from './problem';

/**
 * What each problem type means and what a client can do about it: the page a problem's `type`
 * URI serves (app/problems/[slug]). Kept apart from the catalogue, which the browser bundle
 * imports, so these sentences are not shipped to every page.
 */
export const PROBLEM_HELP = {
  'invalid-parameters':
    'A query parameter or body field is invalid. The problem’s "errors" list names every one, with what is wrong with it; fix them and send the request again.',
  'malformed-request':
    'The request is not parsable HTTP: it has no Host header, or its path holds a %-escape that does not decode. Nothing was done.',
  unauthorized:
    'The client key or the token is missing, unknown, expired or revoked. With error="invalid_token" in WWW-Authenticate the token you sent was refused: refresh it, or log in again.',
  forbidden: 'The token or session is valid, but not for the groupID the query names.',
  'cross-site':
    'A call authorised by the session cookie came from another site (or with Origin: null). Only this site’s own pages may use the session.',
  'drug-not-found':
    'No drug matches the name, NDC or GSN, or the selectors disagree, or the filters (brand, form, strength) exclude every product.',
  'variant-not-priced':
    'The drug name names a drug that is priced, but not with the salt, release, form or strength the search also named. The problem’s "priced" list says what is priced instead; search one of those.',
  'no-pharmacy-nearby': `No pharmacy is within ${SEARCH_RADIUS_MILES} miles of the search location.`,
  'pharmacy-not-found': 'No pharmacy has the NCPDP, NPI or pharmacy id given.',
  'route-not-found': 'The path is not a gateway endpoint. The API reference lists them.',
  'method-not-allowed':
    'The endpoint does not serve this method. The Allow header lists those it does.',
  'request-timeout':
    'The request was not received in time: headers must arrive within 10 seconds and the whole request within 30. The connection was closed.',
  'payload-too-large': 'The request body is over 4 KiB.',
  'uri-too-long': 'The query string is over 4 KiB.',
  'unsupported-media-type': 'Send the request body as application/json.',
  'headers-too-large': 'The request headers and URL together are over 32 KiB.',
  'rate-limited':
    'Too many requests for this client key, session or address in the current minute. Wait the seconds Retry-After gives; the RateLimit header says how much is left before you get here.',
  internal:
    'A fault of ours. Quote the problem’s "instance" (the request id) when reporting it; retrying may help.',
  'upstream-unavailable':
    'The price source failed, or answered with something we cannot use. Try again later.',
  'store-unavailable':
    'The session store is briefly locked or unreachable. Retry after the seconds Retry-After gives.',
  'upstream-circuit-open':
    'The price source failed repeatedly, so calls to it pause for a while. Retry after the seconds Retry-After gives.',
  'server-busy':
    'The server has more work in flight than it can finish quickly, so it refused this request at once rather than keep you waiting. Retry after the seconds Retry-After gives.',
  'upstream-timeout': 'The price source did not answer within the configured time. Try again.',
} as const satisfies Record<ProblemSlug, string>;
