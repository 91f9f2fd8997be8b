// End-to-end FindDrugs handler latency on the embedded dataset (validation, name matching,
// nearest pharmacies, pricing, JSON), called as Next calls it with a real Request.
// The baseline in the same run is the health route, i.e. the fixed cost of a Request/Response.
// Run: npm run bench
import { bench, describe } from 'vitest';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { GET as health } from '@/app/api/health/route';

const headers = { 'x-svc-client-key': 'dev-client-key' };
const queries = [
  'groupID=G1&DrugName=atorvastatin&Zip=94110',
  'groupID=G1&DrugName=lipitor&Zip=10001&SortBy=price',
  'groupID=G1&DrugName=metfromin&City=Chicago&State=IL',
  'groupID=G1&NDC=0071-0155-23&Lat=34.05&Long=-118.24&NumPharm=100',
];
let next = 0;

// Warm the dataset and indexes once, outside the measured loop.
await findDrugs(new Request(`http://localhost/gateway/Drug/FindDrugs?${queries[0]}`, { headers }));

describe('FindDrugs handler', () => {
  bench('FindDrugs (mixed queries)', async () => {
    const query = queries[next++ % queries.length];
    const response = await findDrugs(
      new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, { headers }),
    );
    await response.text();
  });

  bench('baseline: health route', async () => {
    await (await health()).text();
  });
});
