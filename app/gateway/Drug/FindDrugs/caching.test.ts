import { describe, expect, it } from 'vitest';
import { apiHeaders } from '@/test-support/api-auth';
import { GET } from './route';

const auth = await apiHeaders('G1');
const QUERY = 'groupID=G1&DrugName=atorvastatin&Zip=94110&NumPharm=5';
const find = (query: string, headers: Record<string, string> = auth) =>
  GET(new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, { headers }));

describe('FindDrugs HTTP caching', () => {
  it('answers with a strong ETag, private and revalidated before each use', async () => {
    const response = await find(QUERY);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const again = await find(QUERY);
    expect(again.headers.get('etag')).toBe(response.headers.get('etag'));
    expect(await again.text()).toBe(await response.text());
    const other = await find(`${QUERY}&SortBy=price`);
    expect(other.headers.get('etag')).not.toBe(response.headers.get('etag'));
  });

  it('answers 304 with no body to If-None-Match naming the current ETag (weakly compared, lists, *)', async () => {
    const etag = (await find(QUERY)).headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, `"stale", ${etag}`, `W/${etag}`, '*']) {
      const response = await find(QUERY, { ...auth, 'if-none-match': ifNoneMatch });
      expect(response.status).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    }
    const changed = await find(QUERY, { ...auth, 'if-none-match': '"stale"' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { Drugs: unknown[] }).Drugs).toHaveLength(5);
  });

  it('checks authentication and authorisation before any 304', async () => {
    const etag = (await find(QUERY)).headers.get('etag') ?? '';
    expect((await find(QUERY, { 'if-none-match': etag })).status).toBe(401);
    const otherGroup = await find(QUERY.replace('G1', 'G2'), { ...auth, 'if-none-match': etag });
    expect(otherGroup.status).toBe(403);
  });

  it('never lets a cache keep a problem', async () => {
    const missing = await find('groupID=G1&DrugName=zzzzqqq&Zip=94110');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('revalidates a browser session’s answer the same way (private: never in a shared cache)', async () => {
    const page = { 'sec-fetch-site': 'same-origin' };
    const first = await find(QUERY.replace('G1', 'WEB'), page);
    const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const revalidated = await find(QUERY.replace('G1', 'WEB'), {
      ...page,
      cookie,
      'if-none-match': etag,
    });
    expect(revalidated.status).toBe(304);
  });
});
