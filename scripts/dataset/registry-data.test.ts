// The committed pharmacies against the CMS 2026 registry (issue 30). The registry is raw input of
// the build (../shared/data or RAW_DATA_DIR), not part of the repository: the checks that need it
// are skipped without it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAIN_TERMS } from '../../lib/domain/pricing/chain-terms';
import { loadDataset } from '../../lib/server/dataset/load';
import { chainCoverage, meetsTarget, targetCells } from './chain-coverage';
import { CHAINS } from './chains';
import { checkedCompanyOf, REGISTRY_COVERS_WELL } from './registry-check';
import { CMS_REGISTRY_AS_OF, registryPoints } from './sources/cms-2026';

const { pharmacies } = loadDataset();

describe('the committed chain stores', () => {
  it('map every banner to its company’s price model', () => {
    const termsOf = new Map<string, string>();
    for (const [name, banner] of Object.entries(CHAINS)) {
      if (banner.category === 0) continue;
      const terms = CHAIN_TERMS[banner.code];
      expect(terms, name).toBeDefined();
      const known = termsOf.get(banner.company);
      if (known) expect(terms?.company, name).toBe(known);
      termsOf.set(banner.company, terms?.company ?? '');
    }
    expect(CHAIN_TERMS.MARIANOS).toBe(CHAIN_TERMS.KROGER);
    expect(CHAIN_TERMS.HARRIST?.valueList).toBe('kroger');
  });

  it('list a store without a street address only at its registry point, as approximate', () => {
    const pointOnly = pharmacies.filter((p) => !p.address);
    expect(pointOnly.length).toBeGreaterThan(1000);
    for (const p of pointOnly) {
      expect(p).toMatchObject({
        source: 'cms-2026',
        locationPrecision: 'approximate',
        phone: null,
        hours: null,
        npi: null,
        confirmedAsOf: CMS_REGISTRY_AS_OF,
      });
    }
    for (const p of pharmacies.filter((row) =>
      /^(walgreens-2021-04|wegmans-2025)$/.test(row.source),
    ))
      expect([p.locationPrecision, p.confirmedAsOf, p.address !== '']).toEqual([
        'approximate',
        CMS_REGISTRY_AS_OF,
        true,
      ]);
  });

  it('list Publix in Florida and Giant Eagle in Pennsylvania, where no source did', () => {
    const count = (chain: string, state: string) =>
      pharmacies.filter((p) => p.chain === chain && p.state === state).length;
    expect(count('Publix', 'FL')).toBeGreaterThan(800);
    expect(count('Giant Eagle', 'PA')).toBeGreaterThan(80);
    expect(count("Mariano's", 'IL')).toBeGreaterThan(30);
    expect(count('Meijer', 'MI')).toBeGreaterThan(100);
    expect(count('Wegmans', 'NY')).toBeGreaterThan(40);
  });

  it('leave Kroger-list stores out unless the registry confirms a pharmacy', () => {
    const kroger = pharmacies.filter((p) => p.source === 'kroger-2025');
    expect(kroger.length).toBeGreaterThan(2000);
    expect(kroger.filter((p) => p.confirmedAsOf !== CMS_REGISTRY_AS_OF)).toEqual([]);
    expect(pharmacies.filter((p) => /^(Food 4 Less|Foods Co|Ruler)/.test(p.name))).toEqual([]);
  });
});

const registryDir = path.join(
  path.resolve(process.env.RAW_DATA_DIR ?? path.join(import.meta.dirname, '../../../shared/data')),
  'pharmacies/raw/cms-dmepos-pharmacies-2026',
);

describe.skipIf(!existsSync(registryDir))(
  'the committed chain stores and the CMS 2026 registry',
  () => {
    // The body runs while vitest collects even a skipped suite: read the files only when there.
    const points = existsSync(registryDir)
      ? registryPoints(
          readdirSync(registryDir)
            .filter((name) => name.endsWith('.json'))
            .map(
              (name) => JSON.parse(readFileSync(path.join(registryDir, name), 'utf8')) as unknown,
            ),
        )
      : [];

    it('hold ≥ 80 % of each top-12 chain’s storefronts in each state where it has ≥ 20', () => {
      // Walmart's Puerto Rico company also runs Sam's Club and Amigo there: data/README.md.
      const missed = targetCells(chainCoverage(pharmacies, points))
        .filter((row) => !meetsTarget(row))
        .map((row) => `${row.company} ${row.state}`);
      expect(missed).toEqual(['walmart PR']);
    });

    it('keep no store of a chain the registry covers well without its registry point', () => {
      const enrolled = new Set(points.map((p) => `${p.company}|${p.state}`));
      const unconfirmed = pharmacies.filter((p) => {
        const company = checkedCompanyOf(p);
        return (
          company &&
          REGISTRY_COVERS_WELL.has(company) &&
          enrolled.has(`${company}|${p.state}`) &&
          !p.confirmedAsOf
        );
      });
      expect(unconfirmed.map((p) => `${p.name}, ${p.city} ${p.state}`)).toEqual([]);
    });
  },
);
