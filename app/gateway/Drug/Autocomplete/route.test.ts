import { describe, expect, it } from 'vitest';
import type { AutocompleteResponse } from '@/lib/domain/api/find-drugs';
import type { Problem } from '@/lib/domain/api/problem';
import { apiHeaders } from '@/test-support/api-auth';
import { GET } from './route';

const auth = await apiHeaders('G1');
const call = (query: string, headers: Record<string, string> = auth) =>
  GET(new Request(`http://localhost/gateway/Drug/Autocomplete?${query}`, { headers }));

async function names(query: string): Promise<string[]> {
  const response = await call(query);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, max-age=300');
  const body = (await response.json()) as AutocompleteResponse;
  return body.drugNames.map((n) => n.drugName);
}

describe('GET /gateway/Drug/Autocomplete', () => {
  it('suggests generic and brand names for a prefix, best first, at most 10', async () => {
    const suggestions = await names('prefixText=atorv');
    expect(suggestions[0]).toBe('atorvastatin');
    expect(suggestions.length).toBeLessThanOrEqual(10);
    expect(await names('prefixText=lipit')).toContain('Lipitor');
  });

  it('tolerates a typo and any letter case in the parameter name', async () => {
    expect(await names('PREFIXTEXT=atorvastn')).toContain('atorvastatin');
  });

  it('answers an empty list below 2 characters', async () => {
    expect(await names('prefixText=a')).toEqual([]);
  });

  it('400 names prefixText when it is missing, too long or repeated', async () => {
    for (const query of [
      '',
      'prefixText=',
      `prefixText=${'a'.repeat(101)}`,
      'prefixText=ab&prefixtext=cd',
    ]) {
      const response = await call(query);
      expect(response.status).toBe(400);
      const body = (await response.json()) as Problem;
      expect(body.type).toBe('/problems/invalid-parameters');
      expect(body.errors?.map((e) => e.parameter)).toEqual(['prefixText']);
    }
  });

  it('401 without credentials (an API call needs a key and a token)', async () => {
    const response = await call('prefixText=ator', { 'x-svc-client-key': 'dev-client-key' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });
});
