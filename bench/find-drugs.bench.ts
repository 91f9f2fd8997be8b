// End-to-end FindDrugs handler latency on the embedded dataset (auth check, validation, name
// matching, nearest pharmacies, pricing, JSON), called as Next calls it, with a real Request.
// The baseline in the same run is the health route: the fixed cost of a Request/Response.
// Run: npm run bench
import { bench, describe } from 'vitest';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { GET as health } from '@/app/healthz/route';
import { apiHeaders } from '@/test-support/api-auth';

// The test container (test-support/setup-env.ts): rate limits lifted, token store in a temp folder.

const headers = await apiHeaders('G1');
const queries = [
  'groupID=G1&DrugName=atorvastatin&Zip=94110',
  'groupID=G1&DrugName=lipitor&Zip=10001&SortBy=price',
  'groupID=G1&DrugName=metfromin&City=Chicago&State=IL',
  'groupID=G1&NDC=58151-0155-77&Lat=34.05&Long=-118.24&NumPharm=100',
];
const request = (query: string) =>
  new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, { headers });

// Warm the dataset and indexes once, and make sure every query really answers 200.
for (const query of queries) {
  const response = await findDrugs(request(query));
  if (response.status !== 200) throw new Error(`${query} → ${response.status}`);
}
let next = 0;

describe('FindDrugs handler', () => {
  bench('FindDrugs (4 mixed queries, 200s)', async () => {
    const response = await findDrugs(request(queries[next++ % queries.length] ?? ''));
    await response.text();
  });

  bench('baseline: health route', async () => {
    await (await health()).text();
  });
});
