import fc from 'fast-check';
import { fieldValue, jsonBody } from './bodies';
import { FUZZ_GROUP, type FuzzContext, type FuzzHeader, type FuzzRequest } from './context';
import { encodeForUrl, queryString, urlEncoding, type UrlEncoding } from './encode';
import { contentTypeHeader, headersFor, type AuthProfile } from './headers';
import { hostileNumber, hostileString, mostly } from './values';

// Requests over every parameter, header and body shape of every /gateway route, and the pages:
// shared by the fast slice in the test suite (route handlers in process) and bench/fuzz.ts (a
// real server). Valid-ish values dominate so that requests get deep into the handlers.

const DRUG_NAMES = [
  'atorvastatin',
  'Lipitor',
  'metfromin',
  'lisinopril hctz',
  'albuterol',
  'amoxicillin',
  'Levemir',
  'zzzz',
];
const ZIPS = ['94110', '10001', '60601', '99501', '77002', '00000', '12345-6789', '941101234'];

const decimal = (min: number, max: number): fc.Arbitrary<string> =>
  fc.double({ min, max, noNaN: true }).map((n) => n.toFixed(4));
const smallInt = (min: number, max: number): fc.Arbitrary<string> =>
  fc.integer({ min, max }).map(String);
const bool = fc.constantFrom('true', 'false', '1', '0', 'TRUE', 'yes');

/** Valid values of each FindDrugs parameter (docs/API.md, "FindDrugs"). */
const FIND_DRUGS_VALID: Record<string, fc.Arbitrary<string>> = {
  groupID: fc.constantFrom(FUZZ_GROUP, FUZZ_GROUP, 'WEB', 'G2'),
  DrugName: fc.constantFrom(...DRUG_NAMES),
  NDC: fc.constantFrom(
    '58151-0155-77',
    '58151015577',
    '0071-0155-23',
    '1234-5678-90',
    '00000000000',
  ),
  GSN: smallInt(0, 999_999),
  Zip: fc.constantFrom(...ZIPS),
  City: fc.constantFrom('Chicago', 'San Francisco', 'Anchorage', 'Nowhere'),
  State: fc.constantFrom('IL', 'CA', 'AK', 'ZZ', 'il'),
  Lat: decimal(-91, 91),
  Long: decimal(-181, 181),
  Address1: fc.constantFrom('1 Main St', ''),
  NCPDP_NPI: fc.constantFrom('1234567', '1234567893', '0000000000'),
  BrandIndicator: fc.constantFrom('B', 'G', 'A', 'b', 'X'),
  ReferencedBN: fc.constantFrom('Lipitor', 'Zocor', 'Nothing'),
  NumPharm: smallInt(0, 101),
  Qty: fc.oneof(smallInt(1, 120), decimal(0, 10_001)),
  UC: decimal(0, 500),
  UseUC: bool,
  PriceOnly: bool,
  IncludeDrugInfo: bool,
  SortBy: fc.constantFrom('price', 'distance', 'PRICE', 'nearest'),
  Form: fc.constantFrom('TABLET', 'CAPSULE', 'cream', 'INHALER'),
  Strength: fc.constantFrom('20 MG', '10 mg', '500 MG', '1%'),
  PharmacyId: fc.constantFrom(
    'ph_000000000000',
    'PH_0123456789AB',
    'ph_123',
    'ph_0123456789abcdef',
  ),
};

/** FindBasket's single-valued parameters (its repeated Item is generated apart). */
const FIND_BASKET_VALID: Record<string, fc.Arbitrary<string>> = {
  groupID: FIND_DRUGS_VALID.groupID!,
  Zip: FIND_DRUGS_VALID.Zip!,
  Lat: FIND_DRUGS_VALID.Lat!,
  Long: FIND_DRUGS_VALID.Long!,
  NumPharm: FIND_DRUGS_VALID.NumPharm!,
  PharmacyId: FIND_DRUGS_VALID.PharmacyId!,
};

/** 0–12 `Item=<NDC>:<qty>` (1–10 allowed): known, unknown, repeated and malformed items. */
const basketItems: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom('00093505910:30', '00378718505:60', '68180051301:30', '0591-0408-01:30'),
      fc
        .tuple(
          fc.constantFrom('00093505910', '99999999999', '0071-0155-23', '123'),
          mostly(smallInt(1, 120), hostileNumber),
        )
        .map(([ndc, qty]) => `${ndc}:${qty}`),
      hostileString,
    ),
    { maxLength: 12 },
  )
  .map((items) => items.map((item) => `Item=${encodeURIComponent(item)}`).join('&'));
const NUMERIC = new Set(['Lat', 'Long', 'NumPharm', 'Qty', 'UC', 'GSN']);

type Pairs = Array<readonly [string, string]>;

/** Parameter names as clients spell them: canonical, other case, or unknown. */
const spelled = (name: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant(name) },
    { weight: 1, arbitrary: fc.constantFrom(name.toLowerCase(), name.toUpperCase()) },
  );

/**
 * A query over the given parameters: a clean one (only valid values) or a fuzzy one (any subset,
 * hostile values, names in any case, a parameter given twice, unknown parameters).
 */
function queryOver(
  valid: Record<string, fc.Arbitrary<string>>,
  usual: string[],
): fc.Arbitrary<string> {
  const entries = Object.entries(valid);
  const pairOf = ([name, arb]: [string, fc.Arbitrary<string>]) =>
    arb.map((value) => [name, value] as const);
  const clean = fc
    .tuple(
      fc.tuple(...entries.filter(([name]) => usual.includes(name)).map(pairOf)),
      fc
        .subarray(
          entries.filter(([name]) => !usual.includes(name)),
          { maxLength: Math.min(3, entries.length - usual.length) },
        )
        .chain((chosen) => fc.tuple(...chosen.map(pairOf))),
    )
    .map(([always, some]): Pairs => [...always, ...some]);
  const fuzzy = fc
    .tuple(
      fc.subarray(entries, { minLength: 0 }),
      fc.array(fc.tuple(fc.string({ maxLength: 12 }), hostileString), { maxLength: 3 }),
      fc.boolean(),
    )
    .chain(([chosen, unknown, doubled]) =>
      fc
        .tuple(
          ...chosen.map(([name, arb]) =>
            fc.tuple(spelled(name), mostly(arb, NUMERIC.has(name) ? hostileNumber : hostileString)),
          ),
        )
        .map((pairs): Pairs => {
          const all: Pairs = [...pairs, ...unknown];
          const first = all[0];
          return doubled && first ? [...all, first] : all;
        }),
    );
  return fc
    .tuple(fc.oneof({ weight: 2, arbitrary: clean }, { weight: 3, arbitrary: fuzzy }), urlEncoding)
    .map(([pairs, encoding]) => queryString(pairs, encoding));
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

/** The method a route serves most of the time; others (and invalid ones) otherwise. */
const methodFor = (served: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(served) },
    { weight: 3, arbitrary: fc.constantFrom(...METHODS) },
    { weight: 1, arbitrary: fc.constantFrom('TRACE', 'PROPFIND', 'FOO', 'get') },
  );

const profile: fc.Arbitrary<AuthProfile> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<AuthProfile>('api') },
  { weight: 3, arbitrary: fc.constant<AuthProfile>('browser') },
  { weight: 1, arbitrary: fc.constant<AuthProfile>('anonymous') },
  { weight: 2, arbitrary: fc.constant<AuthProfile>('hostile') },
);

/** Paths that resemble an endpoint: trailing slash, other case, escapes, dot segments. */
const oddGatewayPath = fc.oneof(
  fc.constantFrom(
    '/gateway',
    '/gateway/',
    '/gateway/Drug/FindDrugs/',
    '/gateway/drug/finddrugs',
    '/gateway//Drug/FindDrugs',
    '/gateway/Drug/%46indDrugs',
    '/gateway/Drug%2FFindDrugs',
    '/gateway/%2e%2e/metrics',
    '/gateway/../metrics',
    '/gateway/auth/token/..%2f..%2f',
    '/gateway/%',
    '/gateway/%zz',
    '/gateway/%C0%AF',
    '/gateway/%00',
    '/gateway/%E2%80%AE',
    '/gateway/;x=1',
    '/gateway/openapi.json/x',
    `/gateway/${'a'.repeat(5_000)}`,
  ),
  fc
    .tuple(fc.array(hostileString, { minLength: 1, maxLength: 3 }), urlEncoding)
    .map(
      ([segments, encoding]) =>
        `/gateway/${segments.map((s) => encodeForUrl(s, encoding)).join('/')}`,
    ),
);

const PAGE_QUERY: Record<string, fc.Arbitrary<string>> = {
  zip: fc.constantFrom(...ZIPS),
  city: fc.constantFrom('Chicago', 'Nowhere'),
  state: fc.constantFrom('IL', 'ZZ'),
  lat: decimal(-91, 91),
  lng: decimal(-181, 181),
  qty: fc.oneof(smallInt(1, 90), hostileNumber),
  form: fc.constantFrom('TABLET', 'x'),
  strength: fc.constantFrom('20 MG', 'x'),
  brand: fc.constantFrom('B', 'G', 'x'),
  sort: fc.constantFrom('price', 'distance', 'x'),
};

const pageTarget: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(mostly(fc.constantFrom(...DRUG_NAMES)), urlEncoding, queryOver(PAGE_QUERY, ['zip']))
      .map(
        ([name, encoding, query]: [string, UrlEncoding, string]) =>
          `/drugs/${encodeForUrl(name, encoding)}?${query}`,
      ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '/',
      '/?q=atorvastatin',
      '/about',
      '/docs/api',
      '/healthz',
      '/readyz',
      '/metrics',
      '/drugs',
      '/drugs/',
      '/drugs/%',
      '/drugs/%E0%A4%A',
      '/drugs/a/b',
      '/nothing/here',
      '/favicon.ico',
      '/_next/static/none.js',
      '/_next/image?url=x&w=1&q=1',
      '/.env',
      '/%2e%2e/%2e%2e/etc/passwd',
    ),
  },
);

interface RouteShape {
  served: string;
  target: fc.Arbitrary<string>;
  profile: fc.Arbitrary<AuthProfile>;
  body?: fc.Arbitrary<Uint8Array>;
}

/** A search by name (FindDrugs and FindSavings take the same parameters), mostly valid. */
const nameSearch = (endpoint: 'FindDrugs' | 'FindSavings') =>
  queryOver(FIND_DRUGS_VALID, ['groupID', 'DrugName', 'Zip']).map(
    (q) => `/gateway/Drug/${endpoint}?${q}`,
  );

/** Every route the fuzzer knows, with its weight among the requests. */
function routes(ctx: FuzzContext): Array<{ weight: number; shape: RouteShape }> {
  const refreshValues = fc.constantFrom(
    'x',
    'a'.repeat(43),
    ctx.accessToken.slice(0, 43),
    'a'.repeat(513),
  );
  return [
    {
      weight: 30,
      shape: {
        served: 'GET',
        target: nameSearch('FindDrugs'),
        profile,
      },
    },
    {
      weight: 6,
      shape: {
        served: 'GET',
        target: fc
          .tuple(queryOver(FIND_BASKET_VALID, ['groupID', 'Zip']), basketItems)
          .map(
            ([query, items]) =>
              `/gateway/Drug/FindBasket?${[query, items].filter(Boolean).join('&')}`,
          ),
        profile,
      },
    },
    {
      weight: 4,
      shape: {
        served: 'GET',
        target: nameSearch('FindSavings'),
        profile,
      },
    },
    {
      weight: 10,
      shape: {
        served: 'GET',
        target: queryOver({ prefixText: fc.constantFrom('at', 'a', 'lipi', 'metf', '') }, [
          'prefixText',
        ]).map((q) => `/gateway/Drug/Autocomplete?${q}`),
        profile,
      },
    },
    {
      weight: 10,
      shape: {
        served: 'POST',
        target: fc.constant('/gateway/auth/token'),
        profile,
        body: jsonBody({
          groupID: fieldValue(FIND_DRUGS_VALID.groupID ?? fc.constant(FUZZ_GROUP)),
        }),
      },
    },
    {
      weight: 8,
      shape: {
        served: 'POST',
        target: fc.constant('/gateway/auth/refresh'),
        profile,
        body: jsonBody({ refreshToken: fieldValue(refreshValues) }),
      },
    },
    {
      weight: 8,
      shape: {
        served: 'GET',
        target: fc.constantFrom('/gateway/session', '/gateway/session?x=1'),
        profile: fc.constantFrom<AuthProfile>('browser', 'browser', 'hostile', 'anonymous'),
      },
    },
    { weight: 2, shape: { served: 'GET', target: fc.constant('/gateway/openapi.json'), profile } },
    { weight: 6, shape: { served: 'GET', target: oddGatewayPath, profile } },
    {
      weight: 10,
      shape: {
        served: 'GET',
        target: pageTarget,
        profile: fc.constantFrom<AuthProfile>('browser', 'anonymous', 'hostile'),
      },
    },
  ];
}

/** A request to one route shape: method, target, headers and (for a body-taking method) a body. */
function requestTo(ctx: FuzzContext, shape: RouteShape): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      methodFor(shape.served),
      shape.target,
      shape.profile.chain((p) => headersFor(ctx, p)),
      shape.body ?? jsonBody({ groupID: fc.constant(FUZZ_GROUP) }),
      contentTypeHeader,
      fc.nat(9),
    )
    .map(([method, target, headers, body, contentType, dice]): FuzzRequest => {
      const takesBody = !['GET', 'HEAD', 'get'].includes(method);
      // Most body requests say JSON; some say nothing, some send a body where none belongs.
      const withBody = takesBody ? dice < 9 : dice === 0 && method !== 'HEAD';
      const typed: FuzzHeader[] = withBody && dice < 8 ? [contentType] : [];
      return { method, target, headers: [...headers, ...typed], body: withBody ? body : null };
    });
}

/** Any request the fuzzer sends: every route, weighted towards the data endpoints. */
export function fuzzRequest(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    ...routes(ctx).map(({ weight, shape }) => ({ weight, arbitrary: requestTo(ctx, shape) })),
  );
}
