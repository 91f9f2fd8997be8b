import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { problemBody } from '@/test-support/gateway-fetch';
import { openApiDocument } from '@/lib/server/openapi/document';
import { apiHeaders } from './api-auth';
import {
  answerOf,
  conformanceChecker,
  type GatewayAnswer,
  type OpenApiDescription,
} from './openapi-conformance';

const check = conformanceChecker(openApiDocument() as unknown as OpenApiDescription);
const FIND_DRUGS = 'http://localhost/gateway/Drug/FindDrugs?groupID=G1&Zip=94110&DrugName=x';

/** A hand-built answer: JSON of this content type unless said otherwise. */
function answer(overrides: Partial<GatewayAnswer> & { json?: unknown }): GatewayAnswer {
  const { json, ...rest } = overrides;
  return {
    method: 'GET',
    url: FIND_DRUGS,
    status: 200,
    contentType: 'application/json; charset=utf-8',
    allow: null,
    body: json === undefined ? '' : JSON.stringify(json),
    ...rest,
  };
}

const problemAnswer = (problem: object, status: number, url = FIND_DRUGS) =>
  answer({ url, status, contentType: 'application/problem+json', json: problem });

type Responses = NonNullable<OpenApiDescription['paths'][string][string]['responses']>;

/** A checker of a hand-built document that describes one operation: GET `path`. */
const checkerOfOneGet = (path: string, responses: Responses) =>
  conformanceChecker({ paths: { [path]: { get: { responses } } } });

/** A real FindDrugs answer, the one the checks below alter a member of. */
let found: Record<string, unknown>;
beforeAll(async () => {
  const url = 'http://localhost/gateway/Drug/FindDrugs?groupID=G1&Zip=94110&DrugName=lipitor';
  const response = await findDrugs(new Request(url, { headers: await apiHeaders('G1') }));
  expect(check(await answerOf('GET', url, response))).toEqual([]);
  found = (await response.json()) as Record<string, unknown>;
});

/** Every object in a JSON value with where it is, as a path of keys and indexes. */
function objectsIn(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, i) => objectsIn(item, [...at, i]));
  if (typeof value !== 'object' || value === null) return [];
  return [at, ...Object.entries(value).flatMap(([key, item]) => objectsIn(item, [...at, key]))];
}

describe('the conformance check of one answer', () => {
  it('passes an answer the document describes, and reports an extra member by name', () => {
    expect(check(answer({ json: found }))).toEqual([]);
    expect(check(answer({ json: { ...found, priced: [] } }))).toEqual([
      '(root) must NOT have additional properties "priced"',
    ]);
  });

  // Wherever an object sits in a real answer (pharmacies, drugs, pickers, coverage…), a member
  // the document does not name is reported, at its place.
  it('reports a member added to any object of a real answer', () => {
    const places = objectsIn(found);
    expect(places.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(
        fc.constantFrom(...places),
        fc.stringMatching(/^[a-z][A-Za-z]{0,11}$/),
        (place, member) => {
          const altered = structuredClone(found);
          const target = place.reduce<unknown>(
            (node, key) => (node as Record<string | number, unknown>)[key],
            altered,
          ) as Record<string, unknown>;
          fc.pre(!(member in target));
          target[member] = true;
          const violations = check(answer({ json: altered }));
          expect(violations.some((line) => line.includes(member))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reports a status the operation does not document', () => {
    expect(check(problemAnswer({ ...problemBody('internal') }, 418))).toEqual([
      expect.stringMatching(/^status 418 is not documented for GET \/gateway\/Drug\/FindDrugs/),
    ]);
  });

  it('reports a content type the response does not document, or none, or a body not JSON', () => {
    const html = answer({ contentType: 'text/html; charset=utf-8', body: '<p>prices</p>' });
    expect(check(html)).toEqual([
      'Content-Type text/html is not documented; documented: application/json',
    ]);
    expect(check(answer({ contentType: null, json: found }))).toEqual([
      'no Content-Type; documented: application/json',
    ]);
    // A problem sent as plain JSON is not the documented problem+json.
    expect(check(answer({ status: 400, json: problemBody('invalid-parameters') }))).toEqual([
      'Content-Type application/json is not documented; documented: application/problem+json',
    ]);
    expect(check(answer({ body: '{"Drugs":' }))[0]).toMatch(/^the body is not JSON/);
  });

  it('reports a problem of a kind, or with a status member, the operation does not document', () => {
    expect(check(problemAnswer(problemBody('drug-not-found'), 404))).toEqual([]);
    // route-not-found is a 404, but not one FindDrugs answers.
    expect(check(problemAnswer(problemBody('route-not-found'), 404))).toEqual([
      expect.stringMatching(/^\/type must be equal to one of the allowed values \[/),
    ]);
    expect(check(problemAnswer({ ...problemBody('drug-not-found'), status: 400 }, 404))).toEqual([
      '/status must be equal to constant',
    ]);
    expect(check(problemAnswer({ ...problemBody('drug-not-found'), hint: 'x' }, 404))).toEqual([
      '(root) must NOT have additional properties "hint"',
    ]);
  });

  it('checks answers without a body: a 304 has none, HEAD is not read', () => {
    expect(check(answer({ status: 304, contentType: null }))).toEqual([]);
    expect(check(answer({ status: 304, body: '{}' }))).toEqual([
      'documented without a body, but the answer has 2 characters',
    ]);
    expect(check(answer({ method: 'HEAD', body: null }))).toEqual([]);
    expect(check(answer({ method: 'HEAD', body: null, contentType: 'text/html' }))).toHaveLength(1);
  });

  it('holds OPTIONS and a refused method to the methods the document lists', () => {
    const session = 'http://localhost/gateway/session';
    const options = { method: 'OPTIONS', url: session, status: 204, contentType: null };
    expect(check(answer({ ...options, allow: 'GET, HEAD, DELETE, OPTIONS' }))).toEqual([]);
    expect(check(answer({ ...options, allow: 'GET, HEAD, OPTIONS' }))).toEqual([
      'Allow is "GET, HEAD, OPTIONS", the document\'s methods are DELETE, GET, HEAD, OPTIONS',
    ]);
    const refused = {
      ...problemAnswer(problemBody('method-not-allowed'), 405, session),
      method: 'POST',
      allow: 'GET, HEAD, DELETE, OPTIONS',
    };
    expect(check(refused)).toEqual([]);
    expect(check({ ...refused, status: 200 })).toEqual([
      'POST /gateway/session is not a documented operation, yet answered 200',
    ]);
    expect(check({ ...refused, allow: 'GET' })).toEqual([
      'Allow is "GET", the document\'s methods are DELETE, GET, HEAD, OPTIONS',
    ]);
    // The gateway looks at the query's size before the method: a refusal every operation has.
    const tooLong = problemAnswer(problemBody('uri-too-long'), 414, session);
    expect(check({ ...tooLong, method: 'PUT' })).toEqual([]);
    expect(check({ ...tooLong, method: 'OPTIONS' })).toEqual([]);
    expect(check({ ...refused, method: 'OPTIONS' })).toEqual([
      'OPTIONS /gateway/session is not a documented operation, yet answered 405',
    ]);
  });

  it('accepts only the route-not-found problem for a path the document does not describe', () => {
    const elsewhere = 'http://localhost/gateway/Drug/FindPets';
    expect(check(problemAnswer(problemBody('route-not-found'), 404, elsewhere))).toEqual([]);
    expect(check(answer({ url: elsewhere, json: found }))).toEqual([
      '/gateway/Drug/FindPets is not a documented path, yet answered 200',
    ]);
    expect(check(problemAnswer(problemBody('drug-not-found'), 404, elsewhere))).toEqual([
      '/gateway/Drug/FindPets is not a documented path, yet answered the problem /problems/drug-not-found',
    ]);
  });

  it('reads media types as their essence, in any case, with any parameters', () => {
    const shouted = answer({ contentType: 'Application/JSON ; Charset=UTF-8', json: found });
    expect(check(shouted)).toEqual([]);
    expect(check(answer({ json: null }))).toEqual(['(root) must be object']);
  });

  it('falls back to the status class, then to the default response', () => {
    const fallbacks = checkerOfOneGet('/x', {
      '404': { content: { 'text/plain': { schema: { const: 'gone' } } } },
      '4XX': { content: { 'text/plain': { schema: { const: 'refused' } } } },
      default: { content: { 'text/plain': { schema: { const: 'other' } } } },
    });
    const text = (status: number, body: string) =>
      fallbacks(answer({ url: 'http://localhost/x', status, contentType: 'text/plain', body }));
    expect([text(404, 'gone'), text(409, 'refused'), text(503, 'other')]).toEqual([[], [], []]);
    expect(text(409, 'gone')).toEqual(['(root) must be equal to constant']);
  });

  it('matches path templates', () => {
    const things = checkerOfOneGet('/things/{id}', {
      '200': {
        content: {
          'application/json': {
            schema: { type: 'object', properties: { id: { type: 'string' } } },
          },
        },
      },
    });
    const thing = (url: string, json: unknown) => answer({ url, json });
    expect(things(thing('http://localhost/things/7', { id: '7' }))).toEqual([]);
    expect(things(thing('http://localhost/things/7', { id: 7 }))).toEqual(['/id must be string']);
    expect(things(thing('http://localhost/things/7/parts', { id: '7' }))[0]).toMatch(
      /is not a documented path/,
    );
  });
});
