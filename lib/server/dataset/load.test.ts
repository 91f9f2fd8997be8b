import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidNpi } from '@/lib/domain/place/npi';
import { DatasetError, loadDataset } from './load';

const dataDir = path.join(process.cwd(), 'data');
const dataset = loadDataset(dataDir);

describe('loadDataset on the committed data', () => {
  it('loads every file with the documented counts', () => {
    expect(dataset.products).toHaveLength(30_292);
    // Every pharmacy is counted once in its state's coverage row, and the national sources are in.
    const perState = Object.values(dataset.coverage.states).map((row) => row.pharmacies);
    expect(dataset.pharmacies).toHaveLength(perState.reduce((sum, n) => sum + n, 0));
    expect(dataset.pharmacies.length).toBeGreaterThan(30_000);
    expect(dataset.zips.length).toBeGreaterThan(40_000);
  });

  it('links Lipitor to generic atorvastatin: one family, one GSN per strength', () => {
    const family = dataset.products.filter((p) => p.familyKey === 'atorvastatin');
    const lipitor20 = family.find((p) => p.brandName === 'Lipitor' && p.strength === '20 MG');
    const generic20 = family.find((p) => p.brandGeneric === 'G' && p.strength === '20 MG');
    expect(lipitor20?.gsn).toMatch(/^\d{6}$/);
    expect(generic20?.gsn).toBe(lipitor20?.gsn);
    // Four tablet strengths; Atorvaliq (oral suspension, a brand without an FDA 2015 record) joins too.
    expect(new Set(family.filter((p) => p.form === 'TABLET').map((p) => p.gsn)).size).toBe(4);
    expect(family.some((p) => p.brandName === 'Atorvaliq')).toBe(true);
    expect(generic20).toMatchObject({
      form: 'TABLET',
      quantityLabel: 'tablets',
      quantities: [30, 60, 90],
      popularityRank: 1,
    });
  });

  it('never invents pharmacy identifiers and gives every pharmacy a unique id and 9-digit ZIP', () => {
    expect(dataset.pharmacies.every((p) => p.ncpdp === null)).toBe(true);
    // NPIs come from NPPES matches only: valid check digits, one pharmacy each.
    const npis = dataset.pharmacies.flatMap((p) => (p.npi ? [p.npi] : []));
    expect(npis.length).toBeGreaterThan(0);
    expect(npis.every(isValidNpi)).toBe(true);
    expect(new Set(npis).size).toBe(npis.length);
    expect(new Set(dataset.pharmacies.map((p) => p.id)).size).toBe(dataset.pharmacies.length);
    expect(dataset.pharmacies.every((p) => /^\d{9}$/.test(p.zip9))).toBe(true);
  });

  it('places ZIP 94110 in San Francisco, CA', () => {
    const row = dataset.zips.find(([zip]) => zip === '94110');
    expect(row?.[1]).toBe('San Francisco');
    expect(row?.[2]).toBe('CA');
    expect(row?.[3]).toBeCloseTo(37.75, 1);
    expect(row?.[4]).toBeCloseTo(-122.41, 1);
  });
});

describe('loadDataset on a corrupt copy', () => {
  function corruptCopy(file: string, edit: (text: string) => string): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'dataset-'));
    cpSync(dataDir, dir, { recursive: true });
    const target = path.join(dir, file);
    writeFileSync(target, edit(readFileSync(target, 'utf8')));
    return dir;
  }

  it('names the file, row and NDC of a bad NDC', () => {
    const dir = corruptCopy('drugs.json', (text) => text.replace('"ndc":"00002', '"ndc":"X0002'));
    expect(() => loadDataset(dir)).toThrow(DatasetError);
    expect(() => loadDataset(dir)).toThrow(/drugs\.json: products\[\d+\] \(ndc X0002\d+\): ndc:/);
  });

  it('names the row of a pharmacy missing a field', () => {
    const dir = corruptCopy('pharmacies.json', (text) => text.replace(/"name":"[^"]*",/, ''));
    expect(() => loadDataset(dir)).toThrow(
      /pharmacies\.json: pharmacies\[\d+\] \(id ph_[a-z0-9]+\): name:/,
    );
  });

  it('refuses a pharmacy whose source has no as-of date, and an NPI with a bad check digit', () => {
    const unlisted = corruptCopy('pharmacies.json', (text) =>
      text.replace(/"source":"atp-walmart"/, '"source":"nowhere"'),
    );
    expect(() => loadDataset(unlisted)).toThrow(/source nowhere is not in "sources"/);
    const badNpi = corruptCopy('pharmacies.json', (text) =>
      text.replace(
        /"npi":"(\d{9})(\d)"/,
        (_, head: string, last: string) => `"npi":"${head}${(Number(last) + 1) % 10}"`,
      ),
    );
    expect(() => loadDataset(badNpi)).toThrow(
      /pharmacies\[\d+\] \(id ph_[a-z0-9]+\): npi: not a valid NPI/,
    );
  });

  it('reports a file that is not JSON', () => {
    const dir = corruptCopy('zips.json', (text) => text.slice(0, 100));
    expect(() => loadDataset(dir)).toThrow(/zips\.json: not valid JSON/);
  });

  it('reports duplicate ids', () => {
    const dir = corruptCopy('zips.json', (text) => text.replace('["00602"', '["00601"'));
    expect(() => loadDataset(dir)).toThrow(/zips\.json: zips\[\d+\]: duplicate id 00601/);
  });
});
