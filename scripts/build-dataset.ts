// Builds the embedded dataset under data/ from the raw public data in ../shared/data
// (or the folder given as the first argument / RAW_DATA_DIR). Deterministic: the same input
// gives byte-identical files. Every row is validated with the loader's own schemas.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coverageFileSchema } from '../lib/domain/place/coverage';
import { parseDataset } from '../lib/domain/dataset/dataset-parse';
import { BrandTable } from './dataset/brand-table';
import { parseCsv } from './dataset/csv';
import { buildProducts } from './dataset/drugs';
import { loadUsualDoses } from './dataset/usual-doses';
import { buildSearchNames } from './dataset/search-names';
import { loadWorldNames } from './dataset/world-names';
import { buildCoverage } from './dataset/coverage';
import { pharmaciesFileText } from './dataset/pharmacy-file';
import { buildPharmacyListing } from './dataset/pharmacy-listing';
import { buildZips } from './dataset/zips';
import { cityFigureLines, cityFigures } from './dataset/city-figures';
import { registryFigureLines } from './dataset/listing-figures';
import type { Pharmacy } from '../lib/domain/dataset/dataset-schema';
import { failureLines, figuresLine, figuresOf, goldenOfCatalogue } from './dataset/golden';

const root = path.resolve(import.meta.dirname, '..');
const rawDir = path.resolve(
  process.argv[2] ?? process.env.RAW_DATA_DIR ?? path.join(root, '../shared/data'),
);
const outDir = path.join(root, 'data');
const csv = (relative: string) => parseCsv(readFileSync(path.join(rawDir, relative), 'utf8'));
const json = (relative: string): unknown =>
  JSON.parse(readFileSync(path.join(rawDir, relative), 'utf8'));
const jsonFiles = (folder: string): unknown[] =>
  readdirSync(path.join(rawDir, folder))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => json(path.join(folder, name)));

/** One row per line keeps rebuild diffs readable while the file stays compact. */
function serialize(builtFrom: string, listKey: string, rows: unknown[]): string {
  return `{"builtFrom":${JSON.stringify(builtFrom)},"${listKey}":[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`;
}

const brands = BrandTable.load();
const products = buildProducts(
  csv('drugs/nadac.csv'),
  csv('drugs/products.csv'),
  csv('drugs/top_drugs.csv'),
  brands,
  loadUsualDoses(),
);
const drugNames = buildSearchNames(products, brands, loadWorldNames());
const { pharmacies, zips, report } = buildPharmacyListing({ csv, json, jsonFiles }, buildZips());
const previousPharmacies = readPreviousPharmacies();

const texts = {
  drugs: serialize(
    'CMS NADAC (complete weekly file, as of 2026-04-29) joined with the FDA NDC directory (2015); ClinCalc Top 300 (2023) ranks',
    'products',
    products,
  ),
  drugNames: serialize(
    'Brand and alias names from scripts/dataset/brand-ingredients.csv (FDA Orange Book, FDA labels, DailyMed) and scripts/dataset/popularity.ts; INN, British, Spanish and nickname names from scripts/dataset/world-names.csv (WHO INN, BNF, MedlinePlus en español, FDA labels, DailyMed, USP)',
    'names',
    drugNames,
  ),
  pharmacies: pharmaciesFileText(
    'All The Places (CC-0), usdigitalresponse/univaf (Apache-2.0), CDC (public domain), VaccinateCA history, CVS store locator 2021 (MIT), Good Neighbor / Thrifty White / Discount Drug Mart locators 2017, New York Medicaid 2025, CMS NPPES 2026 (NPIs), Kroger store list 2025, Costco warehouse lists 2022/2025, Meijer 2018 (MIT), Wegmans 2025 (MIT), Walgreens CDC list 2021-04; checked against the CMS Medicare pharmacy registry 2026 (public domain)',
    pharmacies,
  ),
  zips: serialize(
    'zipcodes npm package (GeoNames, CC BY 4.0); centres the pharmacies contradict moved (scripts/dataset/zip-centres.ts)',
    'zips',
    zips,
  ),
};
const coverage = coverageFileSchema.parse({
  builtFrom: 'pharmacies.json, counted per state by scripts/dataset/coverage.ts',
  states: buildCoverage(pharmacies, report.nppesIndependents),
});
// One state per line, like the other files; the server answers it with FindDrugs results.
const coverageText = `{"builtFrom":${JSON.stringify(coverage.builtFrom)},"states":{\n${Object.entries(
  coverage.states,
)
  .map(([state, row]) => `${JSON.stringify(state)}:${JSON.stringify(row)}`)
  .join(',\n')}\n}}\n`;
parseDataset({ ...texts, coverage: coverageText }); // refuse to write what the server would refuse to load

writeFileSync(path.join(outDir, 'drugs.json'), texts.drugs);
writeFileSync(path.join(outDir, 'drug-names.json'), texts.drugNames);
writeFileSync(path.join(outDir, 'pharmacies.json'), texts.pharmacies);
writeFileSync(path.join(outDir, 'zips.json'), texts.zips);
writeFileSync(path.join(outDir, 'coverage.json'), coverageText);

const families = new Set(products.map((p) => p.familyKey)).size;
const gsns = new Set(products.map((p) => p.gsn)).size;
console.log(
  `drugs.json: ${products.length} products, ${families} families, ${gsns} formulations (GSN)`,
);
console.log(
  `  brand ${products.filter((p) => p.brandGeneric === 'B').length}, generic ${products.filter((p) => p.brandGeneric === 'G').length}, ranked ${products.filter((p) => p.popularityRank !== null).length}`,
);
console.log(
  `  NADAC as of: ${[...new Set(products.map((p) => p.nadacAsOfDate))]
    .sort()
    .map((d) => `${d} ×${products.filter((p) => p.nadacAsOfDate === d).length}`)
    .join(', ')}`,
);
console.log(`drug-names.json: ${drugNames.length} search names without a product`);
const unpricedWorldNames = drugNames.filter((n) => n.alias && !n.isPriced).map((n) => n.name);
console.log(
  `  world names of families NADAC does not price alone (${unpricedWorldNames.length}): ${unpricedWorldNames.join(', ')}`,
);
console.log(
  `pharmacies.json: ${pharmacies.length} pharmacies (${[0, 1, 2].map((c) => `category ${c}: ${pharmacies.filter((p) => p.category === c).length}`).join(', ')}), ${pharmacies.filter((p) => p.locationPrecision === 'zip').length} placed at their ZIP's centre, ${pharmacies.filter((p) => p.npi).length} with an NPI`,
);
console.log(`  ${report.defunct} rows of defunct chains left out`);
for (const fix of report.zipCentreFixes)
  console.log(
    `  ZIP ${fix.zip5} (${fix.city}): centre moved ${fix.movedMiles.toFixed(1)} mi to its ${fix.pharmacies} pharmacies`,
  );
for (const { name, fix } of report.fixes) console.log(`  fixed ${fix.kind} of ${name}: ${fix.why}`);
console.log(`  ${report.pinFixes.length} pins replaced by the ZIP's centre:`);
for (const fix of report.pinFixes) console.log(`    ${fix.name}: ${fix.why}`);
console.log(`  ${report.duplicates.length} second listings dropped`);
console.log(`  NPI: ${JSON.stringify(report.npi)}`);
console.log(`  New York Medicaid: ${JSON.stringify(report.ny)}`);
console.log(`  ZIP-only NPPES rows: ${JSON.stringify(report.zipOnly)}`);
console.log(`zips.json: ${zips.length} ZIP codes`);
console.log(registryFigureLines(report, pharmacies, previousPharmacies).join('\n'));
console.log('Twelve cities, the 25 nearest pharmacies:');
console.log(cityFigureLines(cityFigures(pharmacies, zips)).join('\n'));
printGoldenFigures(products, drugNames).catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
console.log(
  `coverage.json: note shown in ${Object.values(coverage.states).filter((c) => c.notListed.length > 0).length} of ${Object.keys(coverage.states).length} states; none in ${Object.entries(
    coverage.states,
  )
    .filter(([, c]) => c.notListed.length === 0)
    .map(([state]) => state)
    .join(', ')}`,
);

/** The chains of the pharmacies.json this build replaces (for the before/after figures), if any. */
function readPreviousPharmacies(): Array<Pick<Pharmacy, 'chain' | 'category'>> | null {
  try {
    const file = JSON.parse(readFileSync(path.join(outDir, 'pharmacies.json'), 'utf8')) as {
      pharmacies: Array<{ chain?: string | null; category: Pharmacy['category'] }>;
    };
    return file.pharmacies.map((row) => ({ chain: row.chain ?? null, category: row.category }));
  } catch {
    return null;
  }
}

/** Searches the golden set in the catalogue just built and prints its figures and misses. */
async function printGoldenFigures(built: typeof products, names: typeof drugNames): Promise<void> {
  // Server modules (the catalogue and selection FindDrugs uses); run with react-server conditions.
  const { DrugCatalog } = await import('../lib/server/providers/embedded/catalog');
  const { selectProduct } = await import('../lib/server/providers/embedded/selection');
  const { isApiError } = await import('../lib/server/core/api-error');
  const { findDrugsQuery } = await import('../test-support/queries');
  const catalog = new DrugCatalog(built, names);
  const verdicts = await goldenOfCatalogue(built, (drugName) => {
    try {
      return selectProduct(catalog, findDrugsQuery({ drugName }));
    } catch (err) {
      if (isApiError(err)) return { problem: err.slug };
      throw err;
    }
  });
  console.log([figuresLine(figuresOf(verdicts)), ...failureLines(verdicts)].join('\n'));
}
