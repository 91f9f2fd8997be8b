// Prints the calibration table of data/README.md ("Calibration"): modelled prices measured through
// the FindDrugs route handler with real Requests, beside the Cost Plus formula and published
// prices, then the target figures over every calibration ZIP.
// Run: npm run calibration   (tsx --conditions=react-server scripts/calibration-table.ts [ZIP])
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FindDrugsResponse } from '../lib/domain/api/find-drugs';
import { CHAIN_TERMS, type ContractTerms } from '../lib/domain/pricing/chain-terms';
import type { Measurement } from '../test-support/price-calibration';

// Before the server modules load: a private token store, no rate limit, no request logs.
process.env.LOCAL_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rxpf-calibration-'));
process.env.RATE_LIMIT_API_PER_MINUTE ??= '1000000000';
process.env.LOG_LEVEL ??= 'silent';

/** Published cash prices we can cite, by drug name (30 tablets). */
const PUBLISHED: Readonly<Record<string, string>> = {
  lisinopril: '$4 (Walmart $4 list)',
  metformin: '$4 (Walmart $4 list)',
};

const usd = (value: number) => `$${value.toFixed(2)}`;
const ratio = (value: number) => value.toFixed(2);

function tableRow(m: Measurement): string {
  const min = m.pricesUsd[0] ?? 0;
  const max = m.pricesUsd.at(-1) ?? 0;
  const anchor = m.brandGeneric === 'G' ? m.costPlusUsd : m.costUsd;
  const cells = [
    m.ln,
    String(m.quantity),
    usd(m.costUsd),
    usd(m.costPlusUsd),
    `${usd(min)} / ${usd(m.medianUsd)} / ${usd(max)}`,
    `${ratio(min / anchor)} / ${ratio(m.medianUsd / anchor)} / ${ratio(max / anchor)}`,
    `${m.distinctPrices} · ${ratio(m.spread)}×`,
    PUBLISHED[m.drugName] ?? '—',
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The chain terms table, one row per company (banners share their owner's terms object). */
function printChainTerms() {
  const codesByTerms = new Map<ContractTerms, string[]>();
  for (const [code, terms] of Object.entries(CHAIN_TERMS))
    codesByTerms.set(terms, [...(codesByTerms.get(terms) ?? []), code]);
  const percent = (fraction: number) => `${(fraction * 100).toFixed(1).replace(/\.0$/, '')} %`;
  console.log(
    '| chain codes | fee | MAC markup | AWP discount generic / brand | cash: generic markup / fee / minimum | brand cash (× AWP + fee) | value list |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --- |');
  for (const [terms, codes] of codesByTerms) {
    const cash = terms.cash;
    const cells = [
      codes.length > 4
        ? `${codes.slice(0, 3).join(', ')} … (${codes.length} codes)`
        : codes.join(', '),
      usd(terms.dispensingFeeUsd),
      terms.macMarkup.toFixed(2),
      `${percent(terms.awpDiscountGeneric)} / ${percent(terms.awpDiscountBrand)}`,
      `${cash.genericMarkup} / ${usd(cash.feeUsd)} / ${usd(cash.minimumUsd)}`,
      cash.brandAwpFactor.toFixed(2),
      terms.valueList ?? '—',
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  console.log('');
}

async function main() {
  printChainTerms();
  const { GET } = await import('../app/gateway/Drug/FindDrugs/route');
  const { apiHeaders } = await import('../test-support/api-auth');
  const { container } = await import('../lib/server/runtime/container');
  const calibration = await import('../test-support/price-calibration');

  const headers = await apiHeaders('G1');
  const call = async (query: string): Promise<FindDrugsResponse> => {
    const response = await GET(
      new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, { headers }),
    );
    if (response.status !== 200) throw new Error(`${query} → ${response.status}`);
    return (await response.json()) as FindDrugsResponse;
  };
  const nadac = new Map(container().dataset.products.map((p) => [p.ndc, p.nadacPerUnitUsd]));
  const nadacPerUnitUsd = (ndc: string) => nadac.get(ndc) ?? Number.NaN;

  const zip = process.argv[2] ?? '94110';
  const near = await calibration.measureAll(call, nadacPerUnitUsd, [zip]);
  console.log(
    `Prices at the ${calibration.NEARBY_PHARMACIES} pharmacies nearest ZIP ${zip}. Ratios: to the ` +
      'Cost Plus formula for generics, to acquisition cost for brands.\n',
  );
  console.log(
    '| product | qty | cost (NADAC × qty) | Cost Plus formula | our min / median / max | ratio min / median / max | distinct prices · spread | published |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --- |');
  for (const m of near) console.log(tableRow(m));

  const all = await calibration.measureAll(call, nadacPerUnitUsd);
  const s = calibration.summarize(all);
  const share = (value: number) => `${(value * 100).toFixed(1)} %`;
  console.log(
    `\nOver ${calibration.CALIBRATION_ZIPS.join(', ')} (${all.length} drug × ZIP searches, ` +
      `${s.genericQuotes} generic quotes):`,
  );
  console.log(
    `- generic median / Cost Plus: ${ratio(s.genericMedianOverCostPlus.min)}–${ratio(s.genericMedianOverCostPlus.max)}`,
  );
  console.log(`- generic cheapest / Cost Plus: ≥ ${ratio(s.genericMinOverCostPlus)}`);
  console.log(
    `- generic distinct prices among ${calibration.NEARBY_PHARMACIES}: ${s.genericDistinctPrices.min}–${s.genericDistinctPrices.max}`,
  );
  console.log(
    `- generic dearest / cheapest: ${ratio(s.genericSpread.min)}–${ratio(s.genericSpread.max)}, median ${ratio(s.genericMedianSpread)}`,
  );
  console.log(
    `- most prices quoted by one chain in one state among ${calibration.NEARBY_PHARMACIES}: ${s.pricesPerChainMarket}`,
  );
  console.log(
    `- brand price / cost: ${ratio(s.brandOverCost.min)}–${ratio(s.brandOverCost.max)}; ` +
      `highest price / (cost × 1.4 + $25): ${ratio(s.brandMaxOverCap)}`,
  );
  console.log(
    `- generic quotes won by U&C ${share(s.genericBasisShare['U&C'])}, ` +
      `AWP ${share(s.genericBasisShare.AWP)}, MAC ${share(s.genericBasisShare.MAC)}; ` +
      `U&C at least twice the price in ${share(s.genericUcTwiceThePrice)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
