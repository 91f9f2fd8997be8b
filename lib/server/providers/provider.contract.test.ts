import { afterAll, describe, expect, it } from 'vitest';
import type { FindDrugsResponse, LocatedDrug, ProviderAnswer } from '@/lib/domain/api/find-drugs';
import { parseFindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { loadDataset } from '@/lib/server/dataset/load';
import { isApiError } from '@/lib/server/core/api-error';
import { buildGazetteer } from '@/lib/server/dataset/gazetteer';
import { silentLogger, upstreamConfig } from '@/test-support/upstream';
import { startReferenceUpstream } from '@/test-support/reference-upstream/server';
import { EmbeddedProvider } from './embedded/provider';
import type { PriceProvider } from './types';
import { createUpstreamProvider } from './upstream/create';

// One dataset for both sides: the embedded provider here, and behind the reference upstream.
const dataset = loadDataset();
const gazetteer = buildGazetteer(dataset.zips);
const reference = await startReferenceUpstream({ dataset });
afterAll(() => reference.close());

const providers: Record<'embedded' | 'upstream', PriceProvider> = {
  embedded: new EmbeddedProvider(dataset),
  upstream: createUpstreamProvider({
    config: upstreamConfig(reference.url),
    logger: silentLogger,
    redis: null,
    sealPassword: 's'.repeat(32),
  }),
};

const atorvastatin20Gsn = dataset.products.find(
  (p) => p.familyKey === 'atorvastatin' && p.strength === '20 MG' && p.brandGeneric === 'G',
)?.gsn;

/** Queries that exercise every parameter the contract knows, and each kind of answer. */
const FOUND = [
  'DrugName=atorvastatin&Zip=94110',
  'DrugName=lipitor&Zip=94110&IncludeDrugInfo=true&NumPharm=5',
  'DrugName=ATORVASTATN&City=San Francisco&State=CA&NumPharm=3',
  'DrugName=metformin&Lat=40.7128&Long=-74.006&SortBy=price',
  'DrugName=atorvastatin&Zip=94110&Form=tablet&Strength=40 mg',
  'DrugName=atorvastatin&Zip=94110&Strength=80 MG&PriceOnly=true',
  'DrugName=atorvastatin&Zip=94110-1234&Qty=45',
  'DrugName=atorvastatin&Zip=94110&PriceOnly=true&IncludeDrugInfo=true',
  'DrugName=lipitor&Zip=94110&UseUC=true&UC=1.23&NumPharm=5',
  'DrugName=atorvastatin&Zip=94110&BrandIndicator=B&NumPharm=1',
  'DrugName=atorvastatin&Zip=94110&ReferencedBN=Lipitor&NumPharm=2',
  'NDC=58151-0155-77&Zip=60601&NumPharm=4',
  `GSN=${atorvastatin20Gsn}&Zip=02139&NumPharm=7&SortBy=price`,
  'DrugName=amoxicillin&Zip=10001&NumPharm=100&IncludeDrugInfo=1',
  // Publix stores only the CMS registry lists: no street address, an approximate position.
  'DrugName=lisinopril&Zip=33130&NumPharm=30',
];
const NOT_FOUND = [
  'DrugName=zzzzqqqxx&Zip=94110',
  'DrugName=atorvastatin&Lat=0&Long=-150',
  'DrugName=atorvastatin&NCPDP_NPI=1234567893',
  'DrugName=atorvastatin&Zip=94110&Strength=33 MG',
  'DrugName=atorvastatin&Zip=94110&Form=powder',
  'NDC=58151015577&Zip=94110&Strength=80 MG',
  'DrugName=lisinopril&NDC=58151015577&Zip=94110',
];

const queryOf = (text: string) =>
  parseFindDrugsQuery(new URLSearchParams(`groupID=G1&${text}`), gazetteer);

/**
 * Fields the gateway interface (docs/API.md) cannot carry, which may differ: our pharmacy id (the upstream's is derived from
 * the pharmacy's identity), and the estimate marker and cost-basis date of a modelled price.
 */
function withoutUncarriable(answer: ProviderAnswer): FindDrugsResponse {
  const strip = ({ pharmacy, drug, pricing }: LocatedDrug): LocatedDrug =>
    ({
      pharmacy: { ...pharmacy, id: '' },
      drug,
      pricing: { ...pricing, isEstimate: false, costBasisAsOf: null },
    }) as LocatedDrug;
  // How the name matched is the embedded catalogue's extension; the interface's gateways do not say.
  const { Drugs, Forms, Names, Quantities, Strengths } = answer;
  return { Drugs: Drugs.map(strip), Forms, Names, Quantities, Strengths };
}

async function outcome(provider: PriceProvider, text: string): Promise<string | FindDrugsResponse> {
  try {
    return await provider.findDrugs(queryOf(text));
  } catch (err) {
    if (isApiError(err)) return `${err.status} ${err.slug}`;
    throw err;
  }
}

describe('the provider contract: embedded and upstream (→ reference server) agree', () => {
  it.each(FOUND)('%s: same drugs, pharmacies, prices and pickers', async (text) => {
    const embedded = (await outcome(providers.embedded, text)) as FindDrugsResponse;
    const upstream = (await outcome(providers.upstream, text)) as FindDrugsResponse;
    expect(typeof upstream).toBe('object');
    expect(upstream.Drugs.length).toBeGreaterThan(0);
    expect(withoutUncarriable(upstream)).toStrictEqual(withoutUncarriable(embedded));
  });

  it.each(NOT_FOUND)('%s: the same 404', async (text) => {
    const embedded = await outcome(providers.embedded, text);
    expect(embedded).toMatch(/^404 /);
    expect(await outcome(providers.upstream, text)).toBe(embedded);
  });

  it('the upstream’s pharmacy ids are ours: stable, unique, in the contract’s pattern', async () => {
    const text = 'DrugName=amoxicillin&Zip=10001&NumPharm=100';
    const first = (await outcome(providers.upstream, text)) as FindDrugsResponse;
    const fresh = createUpstreamProvider({
      config: upstreamConfig(reference.url, { cacheTtlSeconds: 0 }),
      logger: silentLogger,
      redis: null,
      sealPassword: 's'.repeat(32),
    });
    const again = await fresh.findDrugs(queryOf(text));
    const ids = first.Drugs.map((r) => r.pharmacy.id);
    expect(again.Drugs.map((r) => r.pharmacy.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^ph_[a-z0-9]+$/);
    expect(first.Drugs.every((r) => r.pricing.isEstimate === false)).toBe(true);
  });

  it.each(['ator', 'lipit', 'metfromin', 'Amlo', 'a'])(
    'Autocomplete %s: the same names',
    async (prefix) => {
      expect(await providers.upstream.suggestDrugNames(prefix, 10)).toEqual(
        await providers.embedded.suggestDrugNames(prefix, 10),
      );
    },
  );

  it('both report themselves ready', () => {
    expect(providers.embedded.health()).toEqual({ ready: true, breaker: null });
    expect(providers.upstream.health()).toEqual({ ready: true, breaker: 'closed' });
  });
});
