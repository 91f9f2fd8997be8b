import 'server-only';
import { z } from 'zod';
import { AUTOCOMPLETE_FIELDS } from '@/lib/domain/autocomplete-query';
import {
  loginBodySchema,
  refreshBodySchema,
  sessionInfoSchema,
  tokenPairSchema,
} from '@/lib/domain/auth-bodies';
import { BASKET_ITEM_RULE, MAX_BASKET_ITEMS } from '@/lib/domain/basket-item';
import { findBasketAnswerSchema, findSavingsAnswerSchema } from '@/lib/domain/basket-schemas';
import { FIND_BASKET_FIELDS } from '@/lib/domain/find-basket-query';
import { autocompleteResponseSchema, findDrugsAnswerSchema } from '@/lib/domain/find-drugs';
import { FIND_DRUGS_FIELDS } from '@/lib/domain/find-drugs-query';
import type { ProblemSlug } from '@/lib/domain/problem';
import {
  jsonResponse,
  jsonSchemaOf,
  problemResponses,
  problemSchema,
  queryParameters,
} from './schema-helpers';

/** FindDrugs answers are validated by a strong ETag (docs/API.md, HTTP caching). */
const ETAG_HEADER = {
  description: 'Strong validator: a hash of the body sent',
  schema: { type: 'string' },
};

function withEtag<T extends { '200': object }>(responses: T): T {
  return { ...responses, '200': { ...responses['200'], headers: { ETag: ETAG_HEADER } } };
}

/** What a price search (FindDrugs, FindBasket, FindSavings) can answer instead of its 200. */
const PRICE_SEARCH_PROBLEMS = [
  'invalid-parameters',
  'unauthorized',
  'forbidden',
  'cross-site',
  'drug-not-found',
  'no-pharmacy-nearby',
  'pharmacy-not-found',
  'uri-too-long',
  'rate-limited',
  'upstream-unavailable',
  'store-unavailable',
  'upstream-circuit-open',
  'upstream-timeout',
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

/** Component schemas, nested named schemas lifted into components of their own. */
function componentSchemas(): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (const [name, { schema, io }] of Object.entries(COMPONENTS)) {
    const { $defs, ...root } = jsonSchemaOf(schema, io) as { $defs?: Record<string, unknown> };
    Object.assign(schemas, $defs ?? {});
    // A schema with its own id comes back as a reference to its $defs entry, lifted just above.
    if (!('$ref' in root)) schemas[name] = root;
  }
  return schemas;
}

const apiCaller = [{ clientKey: [], bearer: [] }];
const apiOrBrowser = [...apiCaller, { session: [] }];
const jsonBody = (id: string) => ({
  required: true,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${id}` } } },
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
        'Drug and pharmacy price search (SPEC.md) with the decisions of CONTRACT.md. Prices from the embedded dataset are estimates modelled from public CMS NADAC costs (`pricing.isEstimate`), not quotes.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        clientKey: { type: 'apiKey', in: 'header', name: 'x-svc-client-key' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'rxpf_session',
          description: 'The app’s own pages only (same origin); `__Host-rxpf_session` over https',
        },
      },
      schemas: componentSchemas(),
    },
    paths: {
      '/gateway/Drug/FindDrugs': {
        get: {
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
          responses: {
            ...withEtag(jsonResponse('Drugs, pickers, origin and coverage', 'FindDrugsAnswer')),
            '304': {
              description: 'The answer named by If-None-Match is still current (no body)',
              headers: { ETag: ETAG_HEADER },
            },
            ...problemResponses(...PRICE_SEARCH_PROBLEMS),
          },
        },
      },
      '/gateway/Drug/FindBasket': {
        get: {
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
          responses: {
            ...jsonResponse(
              'Items, ranked pharmacies, cheapest single and split',
              'FindBasketAnswer',
            ),
            ...problemResponses(...PRICE_SEARCH_PROBLEMS),
          },
        },
      },
      '/gateway/Drug/FindSavings': {
        get: {
          summary:
            'Savings that hold for one fill: the generic, a larger quantity, a pharmacy near',
          security: apiOrBrowser,
          parameters: queryParameters(FIND_DRUGS_FIELDS, ['groupID']),
          responses: {
            ...jsonResponse('The savings that hold (possibly none)', 'FindSavingsAnswer'),
            ...problemResponses(...PRICE_SEARCH_PROBLEMS),
          },
        },
      },
      '/gateway/Drug/Autocomplete': {
        get: {
          summary: 'Brand and generic names for a partly typed name',
          security: apiOrBrowser,
          parameters: queryParameters(AUTOCOMPLETE_FIELDS, ['prefixText']),
          responses: {
            ...jsonResponse('Up to 10 names, best first', 'AutocompleteResponse'),
            ...problemResponses('invalid-parameters', 'unauthorized', 'cross-site', 'rate-limited'),
          },
        },
      },
      '/gateway/auth/token': {
        post: {
          summary: 'Log in (CONTRACT §2 extension): the first token pair of a family',
          security: [{ clientKey: [] }],
          requestBody: jsonBody('LoginBody'),
          responses: {
            ...jsonResponse('A new token pair', 'TokenPair'),
            ...problemResponses(
              'invalid-parameters',
              'unauthorized',
              'payload-too-large',
              'unsupported-media-type',
              'rate-limited',
              'store-unavailable',
            ),
          },
        },
      },
      '/gateway/auth/refresh': {
        post: {
          summary: 'Rotate a refresh token; presenting a spent one revokes its family',
          security: [{ clientKey: [] }],
          requestBody: jsonBody('RefreshBody'),
          responses: {
            ...jsonResponse('The next token pair', 'TokenPair'),
            ...problemResponses(
              'invalid-parameters',
              'unauthorized',
              'payload-too-large',
              'unsupported-media-type',
              'rate-limited',
              'store-unavailable',
            ),
          },
        },
      },
      '/gateway/session': {
        get: {
          summary: 'The page’s anonymous session (member id for the discount card)',
          security: [{ session: [] }, {}],
          responses: {
            ...jsonResponse('Member id and group', 'SessionInfo'),
            ...problemResponses('unauthorized', 'cross-site', 'rate-limited', 'store-unavailable'),
          },
        },
      },
      '/gateway/openapi.json': {
        get: {
          summary: 'This document',
          security: [{}],
          responses: { '200': { description: 'OpenAPI 3.1', content: { 'application/json': {} } } },
        },
      },
    },
  };
}
