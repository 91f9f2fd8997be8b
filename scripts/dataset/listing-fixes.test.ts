import { describe, expect, it } from 'vitest';
import { pharmacySchema } from '../../lib/domain/dataset/dataset-schema';
import { distanceMiles } from '../../lib/domain/place/geo';
import { loadDataset } from '../../lib/server/dataset/load';
import { checkPins } from './pin-checks';
import { dedupePharmacies } from './pharmacy-dedupe';
import { pharmaciesFileText } from './pharmacy-file';
import { ZipIndex } from './pharmacy-location';
import { correctZipCentres } from './zip-centres';
import { buildZips } from './zips';
import { datasetPharmacy as store } from '@/test-support/dataset-pharmacy';

const gazetteer = buildZips();
const zips = new ZipIndex(gazetteer);

describe('second listings', () => {
  it('are one independent despite a misspelt street, or a street written two ways', () => {
    const { kept } = dedupePharmacies([
      store({
        name: 'Komoto Medical Pharmacy',
        address: '1017 Ellingon St',
        latitude: 35.768872,
        longitude: -119.251918,
      }),
      store({
        id: 'ph_000000000002',
        name: 'Komoto Medical Pharmacy - Delano',
        address: '1017 Ellington St',
        latitude: 35.768786,
        longitude: -119.251842,
      }),
      store({
        id: 'ph_000000000003',
        name: 'Pharmacy Of The Desert',
        address: '79440 California Highway 111#103',
        latitude: 33.708671,
        longitude: -116.278516,
      }),
      store({
        id: 'ph_000000000004',
        name: 'Pharmacy Of The Desert',
        address: '79440 Highway 111 Ste 103',
        latitude: 33.708686,
        longitude: -116.278508,
      }),
    ]);
    expect(kept).toHaveLength(2);
  });

  it('keep two neighbours of one building with different names, and two numbered stores', () => {
    const { kept } = dedupePharmacies([
      store({ name: 'Medical Center Pharmacy', address: '312 Marion Avenue' }),
      store({
        id: 'ph_000000000002',
        name: 'Guys Innovative Pharmacy',
        address: '312 B Marion Avenue',
      }),
      store({
        id: 'ph_000000000003',
        name: 'Walmart Pharmacy #3084',
        chain: 'Walmart',
        category: 1,
        address: '1266 E Valley Pkwy',
        latitude: 33.13007,
        longitude: -117.062972,
        phone: '7608716760',
      }),
      store({
        id: 'ph_000000000004',
        name: 'Walmart Pharmacy #5996',
        chain: 'Walmart',
        category: 1,
        address: '1330 E Grand Ave',
        latitude: 33.130137,
        longitude: -117.062977,
        phone: '7608716622',
      }),
    ]);
    expect(kept).toHaveLength(4);
  });

  it('keep the rooftop CVS over VaccinateCA’s, with the newer listing as its source', () => {
    const { kept } = dedupePharmacies([
      store({
        name: 'CVS Pharmacy',
        chain: 'CVS',
        category: 1,
        address: '510 C Street',
        city: 'San Diego',
        latitude: 33.188365,
        longitude: -117.379036,
      }),
      store({
        id: 'ph_000000000002',
        name: 'CVS Pharmacy #9000',
        chain: 'CVS',
        category: 1,
        address: '510 C St.',
        city: 'San Diego',
        latitude: 32.7157,
        longitude: -117.1611,
        source: 'cvs-2021-11',
        phone: '6195551234',
      }),
    ]);
    expect(kept).toEqual([
      expect.objectContaining({
        name: 'CVS Pharmacy #9000',
        latitude: 32.7157,
        source: 'cvs-2021-11',
      }),
    ]);
  });
});

describe('pins that cannot be right', () => {
  it('two stores of different streets and towns on one point: the one in its own town keeps it', () => {
    const newport = store({
      id: 'ph_000000000001',
      chain: 'Safeway',
      category: 2,
      name: 'Safeway Pharmacy',
      address: '2220 N Coast Hwy',
      city: 'Newport',
      state: 'OR',
      zip9: '973650000',
      latitude: 44.652493,
      longitude: -124.052227,
    });
    const lincoln = {
      ...newport,
      id: 'ph_000000000002',
      address: '4101 NW Logan Rd',
      city: 'Lincoln City',
      zip9: '973670000',
      latitude: 44.652318,
      longitude: -124.05207,
    };
    const { pharmacies, fixes } = checkPins([newport, lincoln], zips);
    expect(pharmacies.map((p) => [p.city, p.locationPrecision])).toEqual([
      ['Newport', 'address'],
      ['Lincoln City', 'zip'],
    ]);
    expect(pharmacies[1]?.latitude).toBe(zips.zip('97367')?.[3]);
    expect(fixes).toHaveLength(1);
  });

  it('a pin in another town than its city and ZIP say is replaced by the ZIP’s centre', () => {
    const oceanside = store({
      chain: 'CVS',
      category: 1,
      address: '510 C Street',
      city: 'San Diego',
      zip9: '921010000',
      latitude: 33.188365,
      longitude: -117.379036,
    });
    expect(checkPins([oceanside], zips).pharmacies[0]?.locationPrecision).toBe('zip');
    const right = { ...oceanside, latitude: 32.7157, longitude: -117.1611 };
    expect(checkPins([right], zips).pharmacies[0]).toEqual(right);
  });
});

describe('ZIP centres', () => {
  it('move to where two agreeing pharmacies of the ZIP’s own city are, when far off', () => {
    const ucla = [
      { zip5: '90095', city: 'Los Angeles', latitude: 34.065281, longitude: -118.444581 },
      { zip5: '90095', city: 'Los Angeles', latitude: 34.071312, longitude: -118.443545 },
    ];
    const { zips: fixed, fixes } = correctZipCentres(gazetteer, ucla);
    const centre = fixed.find((row) => row[0] === '90095');
    expect(
      distanceMiles({ latitude: centre?.[3] ?? 0, longitude: centre?.[4] ?? 0 }, ucla[0]!),
    ).toBeLessThan(1);
    expect(fixes.map((fix) => fix.zip5)).toEqual(['90095']);
    // One pharmacy alone proves nothing.
    expect(correctZipCentres(gazetteer, ucla.slice(0, 1)).fixes).toEqual([]);
  });
});

describe('the pharmacies file', () => {
  it('leaves out null and default fields, and the schema fills them back', () => {
    const row = store({ source: 'atp-walmart' });
    const text = pharmaciesFileText('test', [row]);
    expect(text).not.toContain('null');
    expect(text).toContain('"sources":{"atp-walmart":{"asOf":"2021-12-11"');
    const parsed = JSON.parse(text) as { pharmacies: unknown[] };
    expect(pharmacySchema.parse(parsed.pharmacies[0])).toEqual(row);
  });
});

describe('the committed pharmacies: no second listing, misplaced pin or wrong name of those found', () => {
  const { pharmacies, zips: committedZips } = loadDataset();
  const named = (pattern: RegExp, city: string) =>
    pharmacies.filter((p) => pattern.test(p.name) && p.city === city);

  it('list Komoto in Delano and Pharmacy of the Desert once', () => {
    expect(named(/komoto/i, 'Delano')).toHaveLength(1);
    expect(named(/pharmacy of the desert/i, 'La Quinta')).toHaveLength(1);
  });

  it('name Walmarts by store number and draw no store on another’s point', () => {
    const walmarts = pharmacies.filter((p) => p.chain === 'Walmart');
    // Stores the registry alone lists have no known number.
    const located = walmarts.filter((p) => p.source !== 'cms-2026');
    expect(located.every((p) => /^Walmart Pharmacy #\d+$/.test(p.name))).toBe(true);
    for (const p of [...named(/^Walmart/, 'Escondido'), ...named(/^Walmart/, 'Huntsville')]) {
      const twins = walmarts.filter(
        (o) => o !== p && o.locationPrecision === 'address' && distanceMiles(o, p) < 0.01,
      );
      expect(p.locationPrecision !== 'address' || twins.length === 0, p.name).toBe(true);
    }
    // Its pin was the Newport store's; the CMS 2026 registry's point for it replaced its ZIP centre.
    const lincoln = named(/safeway/i, 'Lincoln City');
    expect(lincoln.map((p) => p.locationPrecision)).toEqual(['approximate']);
  });

  it('place the CVS at 510 C St in San Diego and ZIP 90095 at UCLA', () => {
    const cvs = pharmacies.filter((p) => p.chain === 'CVS' && /^510 C St/.test(p.address));
    expect(cvs.length).toBeGreaterThan(0);
    for (const p of cvs)
      expect(distanceMiles(p, { latitude: 32.7157, longitude: -117.1611 })).toBeLessThan(2);
    const ucla = committedZips.find((row) => row[0] === '90095');
    expect(
      distanceMiles(
        { latitude: ucla?.[3] ?? 0, longitude: ucla?.[4] ?? 0 },
        { latitude: 34.0689, longitude: -118.4452 },
      ),
    ).toBeLessThan(2);
  });
});
