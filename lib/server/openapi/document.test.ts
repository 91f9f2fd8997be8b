import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { GET as autocomplete } from '@/app/gateway/Drug/Autocomplete/route';
import { GET as findBasket } from '@/app/gateway/Drug/FindBasket/route';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { GET as findSavings } from '@/app/gateway/Drug/FindSavings/route';
import { POST as refresh } from '@/app/gateway/auth/refresh/route';
import { POST as login } from '@/app/gateway/auth/token/route';
import { GET as openapiRoute } from '@/app/gateway/openapi.json/route';
import { DELETE as endSession, GET as session } from '@/app/gateway/session/route';
import { DEV_CLIENT_KEY } from '@/lib/server/core/env';
import { apiHeaders } from '@/test-support/api-auth';
import {
  answerOf,
  conformanceChecker,
  type OpenApiDescription,
} from '@/test-support/openapi-conformance';
import { openApiDocument } from './document';

const document = openApiDocument() as unknown as OpenApiDescription & {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
};

/** Every /gateway route file in app/, as the path it serves (the catch-all aside). */
function gatewayRoutes(
  dir = path.join(process.cwd(), 'app', 'gateway'),
  prefix = '/gateway',
): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && entry.name === 'route.ts') return [prefix];
    if (!entry.isDirectory() || entry.name.startsWith('[')) return [];
    return gatewayRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`);
  });
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (a maintained validator says so)', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every /gateway route there is, the operations’ probes, and no other', () => {
    expect(Object.keys(document.paths).sort()).toEqual(
      [...gatewayRoutes(), '/healthz', '/readyz', '/metrics'].sort(),
    );
  });

  // operationIds for client generators, and the RateLimit fields answers carry.
  it('names every operation, and documents the rate-limit fields real answers carry', async () => {
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    const ids = operations.map((operation) => (operation as { operationId?: string }).operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const response = await findDrugs(
      new Request('http://localhost/gateway/Drug/FindDrugs?groupID=G1&DrugName=x&Zip=94110', {
        headers: await apiHeaders('G1'),
      }),
    );
    const documented = document.paths['/gateway/Drug/FindDrugs']?.get?.responses[
      String(response.status)
    ] as { headers?: Record<string, unknown> } | undefined;
    for (const field of ['RateLimit', 'RateLimit-Policy']) {
      expect(response.headers.get(field), field).toBeTruthy();
      expect(documented?.headers?.[field], field).toBeDefined();
    }
    for (const status of ['405', '414', '503']) {
      expect(
        document.paths['/gateway/Drug/Autocomplete']?.get?.responses[status],
        status,
      ).toBeDefined();
    }
  });

  // An answer with a member the document does not name must fail the check (the tests' and a
  // validating proxy's): every object an answer may hold says what else it allows. zod's output
  // schemas close their objects; the hand-written probe schemas do so too.
  it('closes every object an answer may hold (additionalProperties stated)', () => {
    const open: string[] = [];
    const seen = new Set<string>();
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      if (typeof schema.$ref === 'string' && !seen.has(schema.$ref)) {
        seen.add(schema.$ref);
        const name = schema.$ref.replace('#/components/schemas/', '');
        walk(document.components.schemas[name], schema.$ref);
      }
      // Beside a $ref, `properties` only narrow members the referenced (closed) schema names.
      const closed = 'additionalProperties' in schema || '$ref' in schema;
      if (schema.properties && !closed) open.push(where);
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}/${key}`);
    };
    for (const [pathName, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        walk(operation.responses, `${method} ${pathName}`);
      }
    }
    expect(seen.size).toBeGreaterThan(5);
    expect(open).toEqual([]);
  });

  it('is what /gateway/openapi.json serves', async () => {
    const response = await openapiRoute(new Request('http://localhost/gateway/openapi.json'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });
});

describe('real responses match their documented schemas', () => {
  const check = conformanceChecker(document);
  /** The answer is one the document describes: operation, status, content type and body. */
  async function expectDocumented(response: Response, pathName: string, method: string) {
    const answer = await answerOf(method.toUpperCase(), `http://localhost${pathName}`, response);
    expect(check(answer), `${method} ${pathName} ${response.status}`).toEqual([]);
  }

  const auth = () => apiHeaders('G1');
  const find = async (query: string, headers?: Record<string, string>) =>
    findDrugs(
      new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, {
        headers: headers ?? (await auth()),
      }),
    );

  it('FindDrugs: default, drug info, price only, and every problem kind it answered', async () => {
    const base = 'groupID=G1&Zip=77002';
    for (const query of [
      `${base}&DrugName=atorvastatin`,
      `${base}&DrugName=lipitor&IncludeDrugInfo=true`,
      `${base}&DrugName=metformin&PriceOnly=true`,
      `${base}&DrugName=lisinopril&GroupBy=chain&SortBy=price`,
      `${base}&DrugName=lisinopril&GroupBy=tree`,
      `${base}&DrugName=zzzzqqq`,
      // NameMatch's alias, ignored and genericFor; the problems' suggestions, candidates, priced.
      `${base}&DrugName=levotiroxina%20please`,
      `${base}&DrugName=prilosec`,
      `${base}&DrugName=atorvastatinnnnn`,
      `${base}&DrugName=levodopa`,
      `${base}&DrugName=metoprolol%20tartrate%20ER`,
      'groupID=G1&Zip=00000&Qty=-1',
      'groupID=G1&Lat=0&Long=-150&DrugName=atorvastatin',
    ]) {
      await expectDocumented(await find(query), '/gateway/Drug/FindDrugs', 'get');
    }
    await expectDocumented(
      await find(`${base}&DrugName=atorvastatin`, { 'x-svc-client-key': 'nope' }),
      '/gateway/Drug/FindDrugs',
      'get',
    );
  });

  it('describes the members a search answers with about its name (issue 29)', () => {
    const properties = (id: string) =>
      Object.keys((document.components.schemas[id] as { properties: object }).properties);
    expect(properties('Problem')).toEqual(
      expect.arrayContaining(['priced', 'suggestions', 'candidates']),
    );
    expect(properties('NameMatch')).toEqual(
      expect.arrayContaining(['via', 'alias', 'ignored', 'genericFor']),
    );
  });

  it('FindBasket and FindSavings: answers (full, partial, with savings) and their problems', async () => {
    const call = async (
      route: (request: Request) => Promise<Response>,
      pathName: string,
      query: string,
    ) => {
      const response = await route(
        new Request(`http://localhost${pathName}?${query}`, { headers: await auth() }),
      );
      await expectDocumented(response, pathName, 'get');
      return response.status;
    };
    const basket = '/gateway/Drug/FindBasket';
    // atorvastatin 20 mg, metformin 500 mg, lisinopril 10 mg tablets
    const items = 'Item=00093505910:30&Item=00378718505:60&Item=68180051301:30';
    expect(await call(findBasket, basket, `groupID=G1&Zip=94110&${items}`)).toBe(200);
    expect(await call(findBasket, basket, `groupID=G1&Zip=60601&GroupBy=chain&${items}`)).toBe(200);
    expect(await call(findBasket, basket, 'groupID=G1&Zip=94110&Item=bad&Item=00000000000:0')).toBe(
      400,
    );
    expect(await call(findBasket, basket, 'groupID=G1&Zip=94110&Item=99999999999:30')).toBe(404);
    const savings = '/gateway/Drug/FindSavings';
    expect(await call(findSavings, savings, 'groupID=G1&Zip=94110&DrugName=lipitor')).toBe(200);
    expect(await call(findSavings, savings, 'groupID=G1&Zip=94110&DrugName=atorvastatin')).toBe(
      200,
    );
    expect(await call(findSavings, savings, 'groupID=G1&Zip=abc&DrugName=lipitor')).toBe(400);
  });

  it('Autocomplete, login, refresh and session', async () => {
    await expectDocumented(
      await autocomplete(
        new Request('http://localhost/gateway/Drug/Autocomplete?prefixText=lipit', {
          headers: await auth(),
        }),
      ),
      '/gateway/Drug/Autocomplete',
      'get',
    );
    const post = (handler: typeof login, pathName: string, body: unknown) =>
      handler(
        new Request(`http://localhost${pathName}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-svc-client-key': DEV_CLIENT_KEY },
          body: JSON.stringify(body),
        }),
      );
    const token = '/gateway/auth/token';
    const rotate = '/gateway/auth/refresh';
    const loggedIn = await post(login, token, { groupID: 'G1' });
    const pair = await loggedIn.clone().json();
    await expectDocumented(loggedIn, token, 'post');
    await expectDocumented(await post(login, token, { groupID: 7 }), token, 'post');
    await expectDocumented(await post(refresh, rotate, pair), rotate, 'post');
    await expectDocumented(await post(refresh, rotate, pair), rotate, 'post'); // 401 reuse
    await expectDocumented(
      await session(
        new Request('http://localhost/gateway/session', {
          headers: { 'sec-fetch-site': 'same-origin' },
        }),
      ),
      '/gateway/session',
      'get',
    );
    const ended = await endSession(
      new Request('http://localhost/gateway/session', {
        method: 'DELETE',
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
    );
    expect(ended.status).toBe(204);
    await expectDocumented(ended, '/gateway/session', 'delete');
  });
});
