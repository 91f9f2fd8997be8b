// The golden set of drug searches: every search answers the medicine a pharmacist
// expects — never another molecule, salt, release or form — and the counter default in at least
// 97 % of the cases that check one; the held-out part's figure is reported beside it. Searches
// go through the FindDrugs route handler.
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/gateway/Drug/FindDrugs/route';
import type { FindDrugsAnswer, LocatedDrugDetail } from '@/lib/domain/api/find-drugs';
import { container } from '@/lib/server/runtime/container';
import { apiHeaders } from '@/test-support/api-auth';
import { installTestContainer } from '@/test-support/container';
import { failureLines, figuresLine, figuresOf, runGolden, type GoldenAnswer } from './golden';

// The test container by name, not only from the setup file: the mutation run of the identity
// module runs this suite without it (scripts/mutation-modules.mjs), under the test limits still.
installTestContainer();

describe('golden set of drug searches', () => {
  it('answers the right medicine every time and the counter default ≥ 97 % of the time', async () => {
    const headers = await apiHeaders();
    const { products } = container().dataset;
    const byNdc = new Map(products.map((p) => [p.ndc, p]));
    const search = async (query: string): Promise<GoldenAnswer> => {
      const params = new URLSearchParams({
        groupID: 'G1',
        Zip: '10001',
        NumPharm: '1',
        DrugName: query,
      });
      const response = await GET(
        new Request(`http://localhost/gateway/Drug/FindDrugs?${params}`, { headers }),
      );
      if (response.status !== 200) {
        return { kind: 'problem', type: ((await response.json()) as { type: string }).type };
      }
      const answer = (await response.json()) as FindDrugsAnswer;
      const drug = answer.Drugs[0]?.drug as LocatedDrugDetail;
      const product = byNdc.get(drug.ndc);
      if (!product) throw new Error(`unknown NDC ${drug.ndc}`);
      return { kind: 'priced', product, qty: drug.qty };
    };
    const verdicts = await runGolden(search, products);
    const figures = figuresOf(verdicts);
    console.log([figuresLine(figures), ...failureLines(verdicts)].join('\n'));
    expect(figures.cases).toBeGreaterThanOrEqual(800);
    expect(figures.heldOutCases).toBeGreaterThanOrEqual(150);
    expect(verdicts.filter((v) => v.caseFailures.length > 0).map((v) => v.case.query)).toEqual([]);
    expect(verdicts.filter((v) => v.identityFailures.length > 0).map((v) => v.case.query)).toEqual(
      [],
    );
    expect(figures.defaults.passed / figures.defaults.checked).toBeGreaterThanOrEqual(0.97);
    // The held-out part was never tuned against: its figure is measured and reported
    // (data/README.md), with a floor that catches a regression, not a target met by tuning.
    expect(figures.heldOutDefaults.passed / figures.heldOutDefaults.checked).toBeGreaterThanOrEqual(
      0.9,
    );
  }, 120_000);
});
