import { describe, expect, it } from 'vitest';
import { GET as autocomplete } from '@/app/gateway/Drug/Autocomplete/route';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { GET as session } from '@/app/gateway/session/route';

// A malformed or `null` Origin is a cross-site refusal (403 problem), never a 500.
const calls = {
  FindDrugs: (headers: Record<string, string>) =>
    findDrugs(
      new Request(
        'http://localhost/gateway/Drug/FindDrugs?groupID=WEB&DrugName=atorvastatin&Zip=94110',
        {
          headers,
        },
      ),
    ),
  Autocomplete: (headers: Record<string, string>) =>
    autocomplete(
      new Request('http://localhost/gateway/Drug/Autocomplete?prefixText=ator', { headers }),
    ),
  session: (headers: Record<string, string>) =>
    session(new Request('http://localhost/gateway/session', { headers })),
};

describe('cookie calls with a malformed Origin', () => {
  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: Origin null or unparsable → 403 cross-site problem, never a 500`, async () => {
      for (const origin of ['null', 'not a url', 'http://', '://x', 'https://[::1']) {
        const response = await call({ origin });
        expect(response.status, origin).toBe(403);
        expect(response.headers.get('content-type')).toBe(
          'application/problem+json; charset=utf-8',
        );
        expect((await response.json()).type).toBe('/problems/cross-site');
      }
    });
  }
});
