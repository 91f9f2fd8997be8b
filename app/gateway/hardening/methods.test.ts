import { describe, expect, it } from 'vitest';
import { GET as unknownPath, OPTIONS as optionsUnknown } from '@/app/gateway/[[...path]]/route';
import {
  DELETE as deleteToken,
  GET as getToken,
  OPTIONS as optionsToken,
} from '@/app/gateway/auth/token/route';
import {
  OPTIONS as optionsFindDrugs,
  POST as postFindDrugs,
  PUT as putFindDrugs,
} from '@/app/gateway/Drug/FindDrugs/route';
import { PATCH as patchHealthz } from '@/app/healthz/route';
import { POST as postMetrics } from '@/app/metrics/route';
import { DELETE as deleteReadyz } from '@/app/readyz/route';

// Methods a route does not serve, and unknown gateway paths, are answered with problems (405,
// 404), never an empty body or the site's HTML 404 page.
const problemOf = async (response: Response) => {
  expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
  expect(response.headers.get('x-request-id')).toBeTruthy();
  return (await response.json()) as { type: string; status: number };
};

describe('methods and paths the gateway does not serve', () => {
  it('405 problem+json with Allow for the other methods of an endpoint', async () => {
    const findDrugs = new Request('http://localhost/gateway/Drug/FindDrugs', { method: 'POST' });
    for (const response of [await postFindDrugs(findDrugs), await putFindDrugs(findDrugs)]) {
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect((await problemOf(response)).type).toBe('/problems/method-not-allowed');
    }
    const token = new Request('http://localhost/gateway/auth/token');
    for (const response of [await getToken(token), await deleteToken(token)]) {
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    }
  });

  it('404 route-not-found for a /gateway path that is no endpoint', async () => {
    const response = await unknownPath(new Request('http://localhost/gateway/Drug/FindDrug'));
    expect(response.status).toBe(404);
    expect((await problemOf(response)).type).toBe('/problems/route-not-found');
  });

  // Found by bench/fuzz.ts: these answered other methods with Next's empty 405.
  it('405 problem+json with Allow from /healthz, /readyz and /metrics too', async () => {
    for (const [call, path] of [
      [patchHealthz, '/healthz'],
      [deleteReadyz, '/readyz'],
      [postMetrics, '/metrics'],
    ] as const) {
      const response = await call(new Request(`http://localhost${path}`, { method: 'POST' }));
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect((await problemOf(response)).type).toBe('/problems/method-not-allowed');
    }
  });

  // OPTIONS lists in Allow exactly what a 405 on the route lists.
  it('OPTIONS answers 204 with the Allow a 405 gives; an unknown path is still a 404', async () => {
    for (const [call, path, allow] of [
      [optionsFindDrugs, '/gateway/Drug/FindDrugs', 'GET, HEAD, OPTIONS'],
      [optionsToken, '/gateway/auth/token', 'POST, OPTIONS'],
    ] as const) {
      const response = await call(new Request(`http://localhost${path}`, { method: 'OPTIONS' }));
      expect(response.status).toBe(204);
      expect(response.headers.get('allow')).toBe(allow);
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
    const unknown = await optionsUnknown(
      new Request('http://localhost/gateway/nothing', { method: 'OPTIONS' }),
    );
    expect((await problemOf(unknown)).type).toBe('/problems/route-not-found');
  });

  it('404 route-not-found for the bare /gateway prefix', async () => {
    const response = await unknownPath(new Request('http://localhost/gateway'));
    expect((await problemOf(response)).type).toBe('/problems/route-not-found');
  });
});
