import 'server-only';
import { z } from 'zod';
import { AUTOCOMPLETE_FIELDS } from '@/lib/domain/query/autocomplete-query';
import {
  loginBodySchema,
  refreshBodySchema,
  sessionInfoSchema,
  tokenPairSchema,
} from '@/lib/domain/api/auth-bodies';
import { BASKET_ITEM_RULE, MAX_BASKET_ITEMS } from '@/lib/domain/basket/basket-item';
import {
  findBasketAnswerSchema,
  findSavingsAnswerSchema,
} from '@/lib/domain/basket/basket-schemas';
import { FIND_BASKET_FIELDS } from '@/lib/domain/query/find-basket-query';
import { autocompleteResponseSchema, findDrugsAnswerSchema } from '@/lib/domain/api/find-drugs';
import { FIND_DRUGS_FIELDS } from '@/lib/domain/query/find-drugs-query';
import type { ProblemSlug } from '@/lib/domain/api/problem';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/server/auth/session-options';
import {
  jsonResponse,
  jsonSchemaOf,
  problemResponses,
  problemSchema,
  queryParameters,
} from './schema-helpers';
import { PROBE_PATHS, PROBE_SCHEMAS } from './probe-paths';
import { HEADER_COMPONENTS, withRateLimitFields, withRetryAfter } from './response-headers';

/** FindDrugs answers are validated by a strong ETag (docs/API.md, HTTP caching). */
const ETAG_HEADER = {
  description: 'Strong validator: a hash of the body sent',
  schema: { type: 'string' },
};

function withEtag<T extends { '200': object }>(responses: T): T {
  return { ...responses, '200': { ...responses['200'], headers: { ETag: ETAG_HEADER } } };
}

/**
 * What any gateway operation may answer before its handler runs: server.mjs's refusals (an
 * unparsable request, a method the path does not serve, a slow client, oversized headers, a full
 * server) and the gateway's own for a query string over 4 KiB.
 */
const SERVER_PROBLEMS = [
  'malformed-request',
  'method-not-allowed',
  'request-timeout',
  'uri-too-long',
  'headers-too-large',
  'server-busy',
] as const satisfies readonly ProblemSlug[];

/** What the price source may answer through any search (upstream provider, token store). */
const PRICE_SOURCE_PROBLEMS = [
  'upstream-unavailable',
  'store-unavailable',
  'upstream-circuit-open',
  'upstream-timeout',
] as const satisfies readonly ProblemSlug[];

/** What a price search (FindDrugs, FindBasket, FindSavings) can answer instead of its 200. */
const PRICE_SEARCH_PROBLEMS = [
  'invalid-parameters',
  'unauthorized',
  'forbidden',
  'cross-site',
  'drug-not-found',
  'no-pharmacy-nearby',
  'pharmacy-not-found',
  'rate-limited',
  ...PRICE_SOURCE_PROBLEMS,
  ...SERVER_PROBLEMS,
] as const satisfies readonly ProblemSlug[];

/**
 * What a search by name (FindDrugs, FindSavings) can answer besides: the drug is priced, but not
 * in the salt, release, form or strength the name also says (docs/API.md, "Matching rules").
 */
const NAME_SEARCH_PROBLEMS = [
  ...PRICE_SEARCH_PROBLEMS,
  'variant-not-priced',
] as const satisfies readonly ProblemSlug[];

/** Every schema the document refers to, by component name. */
const COMPONENTS: Record<string, { schema: z.ZodType; io: 'input' | 'output' }> = {
  FindDrugsAnswer: { schema: findDrugsAnswerSchema, io: 'output' },
  FindBasketAnswer: { schema: findBasketAnswerSchema, io: 'output' },
  FindSavingsAnswer: { schema: findSavingsAnswerSchema, io: 'output' },
  AutocompleteResponse: { schema: autocompleteResponseSchema, io: 'output' },
  TokenPair: { schema: tokenPairSchema, io: 'output' },
  SessionInfo: { schema: sessionInfoSchema, io: 'output' },
  LoginBody: { schema: loginBodySchema, io: 'input' },
  RefreshBody: { schema: refreshBodySchema, io: 'input' },
  Problem: { schema: problemSchema, io: 'output' },
};

/** The problems of a gateway operation counted against a rate limit, with the limit's fields. */
const limitedProblems = (...slugs: ProblemSlug[]) =>
  problemResponses(...slugs, 'rate-limited', ...SERVER_PROBLEMS);

/** Component schemas, nested named schemas lifted into components of their own. */
function componentSchemas(): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (const [name, { schema, io }] of Object.entries(COMPONENTS)) {
    const { $defs, ...root } = jsonSchemaOf(schema, io) as { $defs?: Record<string, unknown> };
    Object.assign(schemas, $defs ?? {});
    // A schema with its own id comes back as a reference to its $defs entry, lifted just above.
    if (!('$ref' in root)) schemas[name] = root;
  }
  return { ...schemas, ...PROBE_SCHEMAS };
}

const apiCaller = [{ clientKey: [], bearer: [] }];
const apiOrBrowser = [...apiCaller, { session: [] }];
const jsonBody = (id: string) => ({
  required: true,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${id}` } } },
});

/**
 * A token endpoint (log-in, refresh): a client key and a JSON body in, a token pair out, and the
 * same refusals for both.
 */
const tokenOperation = (operation: {
  operationId: string;
  summary: string;
  body: string;
  answer: string;
}) => ({
  post: {
    operationId: operation.operationId,
    summary: operation.summary,
    security: [{ clientKey: [] }],
    requestBody: jsonBody(operation.body),
    responses: withRateLimitFields({
      ...jsonResponse(operation.answer, 'TokenPair'),
      ...limitedProblems(
        'invalid-parameters',
        'unauthorized',
        'payload-too-large',
        'unsupported-media-type',
        'store-unavailable',
      ),
    }),
  },
});

/**
 * The OpenAPI 3.1 description of every /gateway endpoint, generated from the zod schemas the
 * handlers validate with and the response schemas their types come from.
 */
export function openApiDocument(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rx Price Finder gateway',
      version: '1.0.0',
      description:
        'Drug and pharmacy price search: the pricing-gateway interface, every decision it leaves open, and our extensions (docs/API.md). Prices from the embedded dataset are estimates modelled from public CMS NADAC costs (`pricing.isEstimate`), not quotes. Every answer that counted against a rate limit carries `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers-11); every problem’s `type` URI serves a page about it.',
      // The repository carries no open licence (package.json: private), so all rights are
      // reserved; the embedded data's sources and their own licences are on the /about page.
      license: {
        name: 'Proprietary, all rights reserved (data sources and their licences: /about)',
        identifier: 'LicenseRef-Proprietary',
      },
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        clientKey: { type: 'apiKey', in: 'header', name: 'x-svc-client-key' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `The app’s own pages only (same origin); \`${SECURE_SESSION_COOKIE}\` over https`,
        },
      },
      schemas: componentSchemas(),
      headers: HEADER_COMPONENTS,
    },
    paths: {
      '/gateway/Drug/FindDrugs': {
        get: {
          operationId: 'findDrugs',
          summary: 'Prices of a drug at pharmacies near a location',
          security: apiOrBrowser,
          parameters: [
            ...queryParameters(FIND_DRUGS_FIELDS, ['groupID']),
            {
              name: 'If-None-Match',
              in: 'header',
              required: false,
              description: 'An ETag of an earlier answer: 304 while the answer is the same',
              schema: { type: 'string' },
            },
          ],
          responses: withRateLimitFields({
            ...withEtag(jsonResponse('Drugs, pickers, origin and coverage', 'FindDrugsAnswer')),
            '304': {
              description: 'The answer named by If-None-Match is still current (no body)',
              headers: { ETag: ETAG_HEADER },
            },
            ...problemResponses(...NAME_SEARCH_PROBLEMS),
          }),
        },
      },
      '/gateway/Drug/FindBasket': {
        get: {
          operationId: 'findBasket',
          summary: 'A list of medicines priced at nearby pharmacies, ranked by the total',
          security: apiOrBrowser,
          parameters: [
            ...queryParameters(FIND_BASKET_FIELDS, ['groupID']),
            {
              name: 'Item',
              in: 'query',
              required: true,
              description: `Repeated, 1–${MAX_BASKET_ITEMS}: each ${BASKET_ITEM_RULE.replace('must be ', '')}; a bad one is named Item[<position>]`,
              style: 'form',
              explode: true,
              schema: {
                type: 'array',
                minItems: 1,
                maxItems: MAX_BASKET_ITEMS,
                items: { type: 'string' },
              },
            },
          ],
          responses: withRateLimitFields({
            ...jsonResponse(
              'Items, ranked pharmacies, cheapest single and split',
              'FindBasketAnswer',
            ),
            ...problemResponses(...PRICE_SEARCH_PROBLEMS),
          }),
        },
      },
      '/gateway/Drug/FindSavings': {
        get: {
          operationId: 'findSavings',
          summary:
            'Savings that hold for one fill: the generic, a larger quantity, a pharmacy near',
          security: apiOrBrowser,
          parameters: queryParameters(FIND_DRUGS_FIELDS, ['groupID']),
          responses: withRateLimitFields({
            ...jsonResponse('The savings that hold (possibly none)', 'FindSavingsAnswer'),
            ...problemResponses(...NAME_SEARCH_PROBLEMS),
          }),
        },
      },
      '/gateway/Drug/Autocomplete': {
        get: {
          operationId: 'autocomplete',
          summary: 'Brand and generic names for a partly typed name',
          security: apiOrBrowser,
          parameters: queryParameters(AUTOCOMPLETE_FIELDS, ['prefixText']),
          responses: withRateLimitFields({
            ...jsonResponse('Up to 10 names, best first', 'AutocompleteResponse'),
            ...limitedProblems(
              'invalid-parameters',
              'unauthorized',
              'cross-site',
              ...PRICE_SOURCE_PROBLEMS,
            ),
          }),
        },
      },
      '/gateway/auth/token': tokenOperation({
        operationId: 'logIn',
        summary: 'Log in (an extension): the first token pair of a family',
        body: 'LoginBody',
        answer: 'A new token pair',
      }),
      '/gateway/auth/refresh': tokenOperation({
        operationId: 'refreshTokens',
        summary: 'Rotate a refresh token; presenting a spent one revokes its family',
        body: 'RefreshBody',
        answer: 'The next token pair',
      }),
      '/gateway/session': {
        get: {
          operationId: 'getSession',
          summary: 'The page’s anonymous session (member id for the discount card)',
          security: [{ session: [] }, {}],
          responses: withRateLimitFields({
            ...jsonResponse('Member id and group', 'SessionInfo'),
            ...limitedProblems('unauthorized', 'cross-site', 'store-unavailable'),
          }),
        },
        delete: {
          operationId: 'endSession',
          summary: 'Forget this device: revoke the page’s session and clear its cookie',
          security: [{ session: [] }, {}],
          responses: withRateLimitFields({
            '204': { description: 'The session is revoked and its cookie cleared' },
            // A call with neither Sec-Fetch-Site nor Origin is an API call without credentials.
            ...limitedProblems('unauthorized', 'cross-site', 'store-unavailable'),
          }),
        },
      },
      '/gateway/openapi.json': {
        get: {
          operationId: 'getOpenApiDocument',
          summary: 'This document',
          security: [{}],
          responses: withRetryAfter({
            '200': { description: 'OpenAPI 3.1', content: { 'application/json': {} } },
            ...problemResponses(...SERVER_PROBLEMS),
          }),
        },
      },
      ...PROBE_PATHS,
    },
  };
}
