import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageFileSchema } from '../../lib/domain/place/coverage';
import { coverageNote } from '../../lib/domain/place/coverage-note';
import type { Pharmacy, ZipRow } from '../../lib/domain/dataset/dataset-schema';
import { distanceMiles } from '../../lib/domain/place/geo';
import { loadDataset } from '../../lib/server/dataset/load';
import { derivedChainCode } from './chains';
import { buildPharmacies, pharmacyIdOf } from './pharmacies';
import { dedupePharmacies } from './pharmacy-dedupe';
import { locationFix, MAX_ZIP_DISTANCE_MILES, ZipIndex } from './pharmacy-location';
import type { SourceRow } from './sources/source-row';
import { normalizeStreetAbbreviations, titleCaseIfShouting } from './title-case';
import { buildZips } from './zips';

const zips = buildZips();
const zipIndex = new ZipIndex(zips);

const row: SourceRow = {
  source: 'atp-walgreens',
  sourceId: '123',
  name: 'Walgreens',
  chain: 'Walgreens',
  address: '1 Main St',
  city: 'San Francisco',
  state: 'CA',
  zip: '',
  phone: null,
  latitude: 37.75,
  longitude: -122.41,
  hours: null,
  locationPrecision: 'address',
};

describe('buildPharmacies', () => {
  const sf: ZipRow[] = [
    ['94110', 'San Francisco', 'CA', 37.75, -122.41],
    ['10001', 'New York', 'NY', 40.7, -74],
  ];

  it('derives a stable id, chain code and category, fills a missing ZIP from the nearest centre', () => {
    const [pharmacy] = buildPharmacies([row], sf).pharmacies;
    expect(pharmacy).toMatchObject({
      id: pharmacyIdOf('atp-walgreens', '123'),
      chainCode: 'WAG',
      category: 1,
      zip9: '941100000',
      state: 'CA',
      phone: null,
      hours: null,
      hoursKind: null,
      npi: null,
      ncpdp: null,
    });
    expect(pharmacy?.id).toMatch(/^ph_[0-9a-f]{12}$/);
  });

  it('marks Walgreens hours as store hours and others as pharmacy hours', () => {
    const hours = 'Mo-Su 08:00-22:00';
    expect(buildPharmacies([{ ...row, name: 'Rite Aid #12', chain: null }], sf).pharmacies).toEqual(
      [],
    );
    const { pharmacies } = buildPharmacies(
      [
        { ...row, hours },
        { ...row, source: 'univaf-albertsons', chain: 'Safeway', address: '2 Main St', hours },
      ],
      sf,
    );
    expect(pharmacies.map((p) => [p.source, p.hoursKind]).sort()).toEqual([
      ['atp-walgreens', 'store'],
      ['univaf-albertsons', 'pharmacy'],
    ]);
  });

  it('treats an unknown banner as an independent with a derived code', () => {
    expect(derivedChainCode("Bob's Drugs & Co")).toBe('BOBSDRUG');
  });
});

describe('title case', () => {
  it.each([
    ['WALGREENS #9886', 'Walgreens #9886'],
    ['CVS PHARMACY #1234', 'CVS Pharmacy #1234'],
    ['H-E-B PHARMACY', 'H-E-B Pharmacy'],
    ['6690 W UNION HILLS DR', '6690 W Union Hills Dr'],
    ['1201 SW 13TH AVENUE', '1201 SW 13th Avenue'],
    ['PO BOX 12', 'PO Box 12'],
    ["MACY'S PLAZA", "Macy's Plaza"],
    ['WALMART PHARMACY 10-5215', 'Walmart Pharmacy 10-5215'],
    ['PHARMACY OF THE VALLEY', 'Pharmacy of the Valley'],
    ['McKinley Pharmacy', 'McKinley Pharmacy'], // mixed case stays as published
  ])('%s → %s', (text, expected) => {
    expect(titleCaseIfShouting(text)).toBe(expected);
  });

  it('capitalises directions and US highways written in mixed case', () => {
    expect(normalizeStreetAbbreviations('8713 64th St Ne')).toBe('8713 64th St NE');
    expect(normalizeStreetAbbreviations('483 Us Hwy 70 Sw')).toBe('483 US Hwy 70 SW');
  });
});

describe('locationFix (real ZIP gazetteer)', () => {
  const at = (city: string, state: string, zip5: string, latitude: number, longitude: number) => ({
    city,
    state,
    zip5,
    latitude,
    longitude,
  });

  it('keeps a pharmacy near its ZIP centre', () => {
    expect(locationFix(at('San Francisco', 'CA', '94110', 37.75, -122.415), zipIndex)).toBeNull();
  });

  it('corrects the state when the ZIP and position agree on another one (Little Rock "AK")', () => {
    const fix = locationFix(at('Little Rock', 'AK', '72207', 34.769, -92.329), zipIndex);
    expect(fix).toMatchObject({ kind: 'state', state: 'AR' });
  });

  it('takes a ZIP of the pharmacy’s own city when its ZIP is another town far away', () => {
    const fix = locationFix(at('Califon', 'NJ', '60015', 40.7247, -74.8459), zipIndex);
    expect(fix).toMatchObject({ kind: 'zip', zip5: '07830' });
  });

  it('moves a position that is far from its own city’s ZIP to the ZIP centre', () => {
    const fix = locationFix(at('Mountain View', 'CA', '94040', 36.5, -121.0), zipIndex);
    expect(fix).toMatchObject({ kind: 'position' });
  });
});

describe('dedupePharmacies', () => {
  const base = buildPharmacies([row], zips).pharmacies[0] as Pharmacy;
  const store = (over: Partial<Pharmacy>): Pharmacy => ({ ...base, ...over });

  it('drops the second listing of a numbered chain store and keeps the precise source', () => {
    const { kept, dropped } = dedupePharmacies([
      store({
        id: 'ph_aaaaaaaaaaaa',
        source: 'vaccinateca',
        name: 'Walgreens #4474',
        phone: '8185551234',
      }),
      store({ id: 'ph_bbbbbbbbbbbb', name: 'Walgreens #4474', address: '2501 W Magnolia Blvd' }),
    ]);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ source: 'atp-walgreens', phone: '8185551234' });
    expect(dropped).toHaveLength(1);
  });

  it('drops a banner listed twice at one address, but not two chains sharing one', () => {
    const { kept } = dedupePharmacies([
      store({
        id: 'ph_aaaaaaaaaaaa',
        chain: 'Safeway',
        name: 'Safeway Pharmacy',
        address: '1366 East Ave',
      }),
      store({ id: 'ph_bbbbbbbbbbbb', chain: 'Vons', name: 'Vons #1', address: '1366 EAST AVENUE' }),
      store({
        id: 'ph_cccccccccccc',
        chain: 'Walmart',
        name: 'Walmart',
        address: '6185 Retail Rd',
      }),
      store({
        id: 'ph_dddddddddddd',
        chain: "Sam's Club",
        name: "Sam's Club",
        address: '6185 Retail Rd',
      }),
    ]);
    expect(kept.map((p) => p.id).sort()).toEqual([
      'ph_aaaaaaaaaaaa',
      'ph_cccccccccccc',
      'ph_dddddddddddd',
    ]);
  });
});

describe('the committed pharmacies', () => {
  const { pharmacies } = loadDataset();

  it('are within 50 miles of their ZIP centre and in their ZIP’s state', () => {
    const wrong = pharmacies.filter((p) => {
      const zip = zipIndex.zip(p.zip9.slice(0, 5));
      if (!zip) return false; // 3 source ZIPs are missing from the gazetteer
      const miles = distanceMiles(p, { latitude: zip[3], longitude: zip[4] });
      return miles > MAX_ZIP_DISTANCE_MILES || zip[2] !== p.state;
    });
    expect(wrong.map((p) => `${p.name}, ${p.city} ${p.state} ${p.zip9}`)).toEqual([]);
  });

  it('list each numbered Walgreens and CVS store once', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const p of pharmacies) {
      const number = /#\s*(\d+)/.exec(p.name)?.[1];
      if (!number || (p.chain !== 'Walgreens' && p.chain !== 'CVS')) continue;
      const key = `${p.chain}#${Number(number)}`;
      if (seen.has(key)) twice.push(key);
      seen.set(key, p.id);
    }
    expect(twice).toEqual([]);
  });

  it('have no names, streets or cities in ALL CAPS', () => {
    const shouting = (text: string) => text === text.toUpperCase() && /[A-Z]{4}/.test(text);
    const loud = pharmacies.filter(
      (p) => shouting(p.name) || shouting(p.address) || shouting(p.city),
    );
    expect(loud.map((p) => p.name)).toEqual([]);
  });

  it('say whose hours they list: the store’s for Walgreens, the pharmacy’s elsewhere', () => {
    for (const p of pharmacies) {
      if (!p.hours) expect(p.hoursKind).toBeNull();
      else expect(p.hoursKind).toBe(p.source === 'atp-walgreens' ? 'store' : 'pharmacy');
    }
    // 678 in the 2021 locator; 29 of them are gone from the CMS 2026 registry.
    expect(pharmacies.filter((p) => p.hours === '24/7' && p.hoursKind === 'store')).toHaveLength(
      649,
    );
  });

  it('have per-state coverage that matches them, CVS everywhere, a note where kinds are missing', () => {
    // Independents are missing where fewer than half of NPPES' count are listed: not in New York.
    expect(
      JSON.parse(readFileSync(path.join(process.cwd(), 'data/coverage.json'), 'utf8')).states.TX
        .notListed,
    ).toContain('independent pharmacies');
    const coverage = coverageFileSchema.parse(
      JSON.parse(readFileSync(path.join(process.cwd(), 'data/coverage.json'), 'utf8')),
    );
    for (const [state, row] of Object.entries(coverage.states)) {
      expect(row.pharmacies).toBe(pharmacies.filter((p) => p.state === state).length);
      expect(row.counts.CVS).toBe(
        pharmacies.filter((p) => p.state === state && p.chain === 'CVS').length,
      );
    }
    const noteIn = (state: string) =>
      coverageNote({ state, notListed: coverage.states[state]?.notListed ?? [] });
    expect(noteIn('CA')).toBeNull();
    // Costco's 2022 list has no warehouse in West Virginia.
    expect(coverage.states.WV?.notListed).toContain('Costco');
    expect(noteIn('WV')).toMatch(/^Not listed here: Costco\b.* in WV, so a closer/);
    // The national CVS list reaches every state, DC and Puerto Rico (CVS has no store in the
    // Virgin Islands, where one Walgreens is listed).
    expect(
      Object.entries(coverage.states)
        .filter(([, row]) => row.notListed.includes('CVS'))
        .map(([state]) => state),
    ).toEqual(['VI']);
  });
});
