import fc from 'fast-check';
import type { FuzzContext, FuzzHeader } from './context';
import { asHeaderValue, hostileHeaderValue, hostileString } from './values';

/** How a request authenticates; decides which headers are likely to be present and valid. */
export type AuthProfile = 'api' | 'browser' | 'anonymous' | 'hostile';

const header = (name: string, value: string, label = value): FuzzHeader => ({
  name,
  value,
  label: label.length > 80 ? `${label.slice(0, 77)}…` : label,
});

/** A header that carries a secret: logged by its kind, never by its value. */
const secret = (name: string, value: string, label: string): FuzzHeader => ({ name, value, label });

const hostileSecret = (name: string): fc.Arbitrary<FuzzHeader> =>
  hostileHeaderValue.map((value) => secret(name, value, `hostile(${value.length} bytes)`));

function clientKeyHeader(ctx: FuzzContext, validWeight: number): fc.Arbitrary<FuzzHeader> {
  const name = 'x-svc-client-key';
  return fc.oneof(
    { weight: validWeight, arbitrary: fc.constant(secret(name, ctx.clientKey, 'valid')) },
    { weight: 1, arbitrary: fc.constant(secret(name, `${ctx.clientKey}x`, 'unknown')) },
    { weight: 1, arbitrary: fc.constant(secret(name, ` ${ctx.clientKey}`, 'padded')) },
    { weight: 1, arbitrary: fc.constant(secret(name, '', 'empty')) },
    { weight: 1, arbitrary: hostileSecret(name) },
  );
}

/** Authorization values: the real token, mangled copies, forged and foreign schemes. */
function authorizationHeader(ctx: FuzzContext, validWeight: number): fc.Arbitrary<FuzzHeader> {
  const name = 'authorization';
  const token = ctx.accessToken;
  const variants: Array<[string, string]> = [
    [`bearer ${token}`, 'lower-case scheme'],
    [`Bearer  ${token}`, 'two spaces'],
    [`Bearer ${token} extra`, 'trailing word'],
    [`Bearer ${token.slice(0, -4)}AAAA`, 'tampered signature'],
    [`Bearer ${token.split('.').slice(0, 2).join('.')}.`, 'signature stripped'],
    [`Bearer ${token.replace('.', '..')}`, 'extra dot'],
    ['Bearer', 'scheme only'],
    ['Bearer ', 'empty token'],
    ['Basic dXNlcjpwYXNz', 'basic'],
    [`Bearer ${'a'.repeat(10_000)}`, '10 KB token'],
  ];
  return fc.oneof(
    { weight: validWeight, arbitrary: fc.constant(secret(name, `Bearer ${token}`, 'valid')) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...variants).map(([value, label]) => secret(name, value, label)),
    },
    ...(ctx.forgedTokens.length > 0
      ? [
          {
            weight: 3,
            arbitrary: fc
              .constantFrom(...ctx.forgedTokens)
              .map((forged) => secret(name, `Bearer ${forged.value}`, forged.label)),
          },
        ]
      : []),
    {
      weight: 1,
      arbitrary: hostileString.map((v) => secret(name, asHeaderValue(`Bearer ${v}`), 'hostile')),
    },
  );
}

/** Cookie headers: the real session, tampered, duplicated, misnamed, huge. */
function cookieHeader(ctx: FuzzContext, validWeight: number): fc.Arbitrary<FuzzHeader> {
  const { sessionCookieName: cookie, sessionCookie: sealed } = ctx;
  const variants: Array<[string, string]> = [
    [`${cookie}=${sealed.slice(0, -6)}abcdef`, 'tampered'],
    [`${cookie}=${sealed.slice(0, sealed.length >> 1)}`, 'truncated'],
    [`${cookie}=`, 'empty'],
    [`${cookie}=%zz`, 'bad escape'],
    [`${cookie}=Fe26.2**x*y*z`, 'iron prefix, garbage'],
    [`${cookie}=${sealed}; ${cookie}=${sealed}x`, 'twice'],
    [`a=b; ${cookie}=${sealed}; c`, 'among others'],
    [`rxpf_session=${sealed}`, 'dev cookie name'],
    [`${cookie}=${'A'.repeat(8_000)}`, '8 KB'],
    [';;;=;', 'separators only'],
  ];
  return fc.oneof(
    {
      weight: validWeight,
      arbitrary: fc.constant(secret('cookie', `${cookie}=${sealed}`, 'valid')),
    },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(...variants)
        .map(([value, label]) => secret('cookie', value, label)),
    },
    {
      weight: 1,
      arbitrary: hostileHeaderValue.map((v) => secret('cookie', `${cookie}=${v}`, 'hostile')),
    },
  );
}

/** Origin / Sec-Fetch-Site pairs: same site, other sites, `null`, garbage. */
function browserOriginHeaders(ctx: FuzzContext, sameWeight: number): fc.Arbitrary<FuzzHeader[]> {
  return fc.oneof(
    {
      weight: sameWeight,
      arbitrary: fc.constant<FuzzHeader[]>([header('sec-fetch-site', 'same-origin')]),
    },
    {
      weight: sameWeight,
      arbitrary: fc.constant<FuzzHeader[]>([header('origin', `http://${ctx.host}`)]),
    },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(
          'null',
          'https://evil.example',
          `http://${ctx.host}.evil.example`,
          'http://',
          '://x',
          'https://[::1',
          'file:///etc/passwd',
          `HTTP://${ctx.host.toUpperCase()}`,
          'http://localhost:99999',
        )
        .map((origin) => [header('origin', origin)]),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          'cross-site',
          'same-site',
          'none',
          'SAME-ORIGIN',
          '',
          'same-origin, cross-site',
        )
        .map((site) => [header('sec-fetch-site', site)]),
    },
    { weight: 1, arbitrary: hostileHeaderValue.map((v) => [header('origin', v)]) },
    { weight: 1, arbitrary: fc.constant<FuzzHeader[]>([]) },
  );
}

/** Headers any request may carry, valid or not: ids, addresses, content negotiation, junk. */
const incidentalHeaders: fc.Arbitrary<FuzzHeader[]> = fc
  .record(
    {
      requestId: fc.oneof(
        fc.constantFrom('abc-123', 'x'.repeat(128), 'x'.repeat(129), 'a b', '../../etc'),
        hostileHeaderValue,
      ),
      forwardedFor: fc.oneof(
        fc.constantFrom('1.2.3.4', '1.2.3.4, 5.6.7.8', '::1', 'garbage', '999.999.1.1', ''),
        hostileHeaderValue,
      ),
      peer: fc.constantFrom('6.6.6.6', '', 'not-an-ip'),
      accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'text/x-component', ''),
      acceptEncoding: fc.constantFrom('gzip', 'br, gzip, deflate', 'identity', '*;q=0', 'x'),
      rsc: fc.constantFrom('1', '0', 'x'),
      range: fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=x', 'bytes=0-0,1-1,2-2'),
      ifNoneMatch: fc.constantFrom('*', '"abc"', 'W/"x"'),
      other: fc.tuple(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), hostileHeaderValue),
      host: fc.constantFrom('evil.example', 'localhost:1', '[::1]:80', 'a_b', '127.0.0.1:0'),
    },
    { requiredKeys: [] },
  )
  .map((h) => [
    ...(h.requestId !== undefined ? [header('x-request-id', h.requestId)] : []),
    ...(h.forwardedFor !== undefined ? [header('x-forwarded-for', h.forwardedFor)] : []),
    ...(h.peer !== undefined ? [header('x-rxpf-peer-address', h.peer)] : []),
    ...(h.accept !== undefined ? [header('accept', h.accept)] : []),
    ...(h.acceptEncoding !== undefined ? [header('accept-encoding', h.acceptEncoding)] : []),
    ...(h.rsc !== undefined ? [header('rsc', h.rsc)] : []),
    ...(h.range !== undefined ? [header('range', h.range)] : []),
    ...(h.ifNoneMatch !== undefined ? [header('if-none-match', h.ifNoneMatch)] : []),
    ...(h.other !== undefined ? [header(h.other[0], h.other[1])] : []),
    ...(h.host !== undefined ? [header('host', h.host)] : []),
  ]);

/** Content-Type values for a body: JSON (most of the time), JSON-ish, other types, junk. */
export const contentTypeHeader: fc.Arbitrary<FuzzHeader> = fc
  .oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-8',
        'APPLICATION/JSON',
        'application/problem+json',
        'application/json;charset=latin1',
        'application/jsonx',
        'application/json, text/plain',
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/x-component',
        '',
        '*/*',
      ),
    },
    { weight: 1, arbitrary: hostileHeaderValue },
  )
  .map((value) => header('content-type', value));

const maybe = <T>(arb: fc.Arbitrary<T[]>, weight: number): fc.Arbitrary<T[]> =>
  fc.oneof({ weight, arbitrary: arb }, { weight: 10 - weight, arbitrary: fc.constant<T[]>([]) });

/** The headers of one request: auth headers by profile, plus incidental ones, sometimes doubled. */
export function headersFor(ctx: FuzzContext, profile: AuthProfile): fc.Arbitrary<FuzzHeader[]> {
  const apiValid = profile === 'api' ? 12 : 1;
  const browserValid = profile === 'browser' ? 12 : 1;
  const apiLikelihood =
    profile === 'api' ? 10 : profile === 'hostile' ? 5 : profile === 'anonymous' ? 0 : 1;
  const browserLikelihood =
    profile === 'browser' ? 10 : profile === 'hostile' ? 5 : profile === 'anonymous' ? 0 : 1;
  return fc
    .tuple(
      maybe(
        clientKeyHeader(ctx, apiValid).map((h) => [h]),
        apiLikelihood,
      ),
      maybe(
        authorizationHeader(ctx, apiValid).map((h) => [h]),
        apiLikelihood,
      ),
      maybe(
        cookieHeader(ctx, browserValid).map((h) => [h]),
        browserLikelihood,
      ),
      maybe(browserOriginHeaders(ctx, browserValid), browserLikelihood),
      maybe(incidentalHeaders, profile === 'hostile' ? 8 : 3),
      fc.boolean(),
      fc.nat(),
    )
    .map(([key, auth, cookie, origin, incidental, doubleOne, pick]) => {
      const all = [...key, ...auth, ...cookie, ...origin, ...incidental];
      // A header given twice: the server sees both values (joined, or the first, depending on it).
      const doubled = doubleOne && all.length > 0 ? [all[pick % all.length] as FuzzHeader] : [];
      return [...all, ...doubled];
    });
}
