import { describe, expect, it } from 'vitest';
import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { datasetPharmacy } from '@/test-support/dataset-pharmacy';
import { distinctiveWords, namesAgree, namesAgreeClosely } from './business-name';
import { attachNpis } from './npi-match';
import { ZipIndex } from './pharmacy-location';
import type { NpiRow } from './sources/nppes';
import { placeNyMedicaid } from './zip-placed';
import { buildZips } from './zips';

const pharmacy = (over: Partial<Pharmacy>): Pharmacy =>
  datasetPharmacy({
    name: 'Kyoto Pharmacy',
    chain: 'Good Neighbor Pharmacy',
    chainCode: 'GNP',
    address: '420 East 3rd Street',
    city: 'Los Angeles',
    zip9: '900130000',
    phone: '2132535999',
    latitude: 34.0469,
    longitude: -118.242,
    source: 'goodneighbor-2017',
    ...over,
  });

const npiRow = (over: Partial<NpiRow>): NpiRow => ({
  npi: '1346261476',
  name: 'KYOTO DRUG INC',
  city: 'LOS ANGELES',
  state: 'CA',
  zip5: '90013',
  phone: '2132535999',
  ...over,
});

describe('business names', () => {
  it('drop legal suffixes and the words every pharmacy has', () => {
    expect([...distinctiveWords("BERNIE'S PHARMACY, INC.")]).toEqual(['bernies']);
    expect(namesAgree('Kyoto Pharmacy', 'KYOTO DRUG INC')).toBe(true);
    expect(namesAgree('Kyoto Pharmacy', 'ABC HOLDINGS LLC')).toBe(false);
  });

  it('agree closely only on the same words, one of them uncommon', () => {
    expect(namesAgreeClosely('Komoto Medical Pharmacy', 'KOMOTO MEDICAL PHARMACY INC')).toBe(true);
    expect(namesAgreeClosely('Family Pharmacy', 'FAMILY DRUG INC')).toBe(false);
    expect(namesAgreeClosely('Komoto Pharmacy', 'KOMOTO MEDICAL PHARMACY')).toBe(false);
  });
});

describe('attachNpis', () => {
  it('attaches the NPI whose phone, ZIP and name agree with the pharmacy', () => {
    const { pharmacies, report } = attachNpis([pharmacy({})], [npiRow({})]);
    expect(pharmacies[0]?.npi).toBe('1346261476');
    expect(report.byPhone).toBe(1);
  });

  it('attaches nothing when the names share no word, or the ZIP differs', () => {
    const owner = attachNpis([pharmacy({})], [npiRow({ name: 'ABC HOLDINGS LLC' })]);
    expect(owner.pharmacies[0]?.npi).toBeNull();
    expect(owner.report.nameDisagrees).toBe(1);
    expect(attachNpis([pharmacy({})], [npiRow({ zip5: '90012' })]).pharmacies[0]?.npi).toBeNull();
  });

  it('treats a phone that several NPIs share, or an NPI two pharmacies fit, as ambiguous', () => {
    const shared = attachNpis(
      [pharmacy({})],
      [npiRow({}), npiRow({ npi: '1316952013', name: 'KYOTO SPECIALTY RX' })],
    );
    expect(shared.pharmacies[0]?.npi).toBeNull();
    expect(shared.report.ambiguous).toBe(1);
    const twice = attachNpis(
      [pharmacy({ phone: null }), pharmacy({ id: 'ph_000000000002', phone: null })],
      [npiRow({ name: 'KYOTO PHARMACY' })],
    );
    expect(twice.pharmacies.map((p) => p.npi)).toEqual([null, null]);
  });

  it('without a phone, needs ZIP, city and every distinctive word', () => {
    const noPhone = pharmacy({ phone: null, name: 'Kyoto Pharmacy' });
    expect(attachNpis([noPhone], [npiRow({ name: 'KYOTO PHARMACY INC' })]).pharmacies[0]?.npi).toBe(
      '1346261476',
    );
    expect(
      attachNpis([noPhone], [npiRow({ name: 'KYOTO GARDEN DRUG' })]).pharmacies[0]?.npi,
    ).toBeNull();
  });
});

describe('placeNyMedicaid', () => {
  const zips = new ZipIndex(buildZips());
  const medicaid = {
    name: 'MELROSE RX INC',
    address: '730 COURTLANDT AVE',
    city: 'BRONX',
    phone: '7186187444',
  };
  const nyNpi = npiRow({
    npi: '1447851951',
    name: 'MELROSE RX INC',
    city: 'BRONX',
    state: 'NY',
    zip5: '10451',
    phone: '7186187444',
  });

  it('places a row at its NPPES twin’s ZIP centre, with its street, NPI and approximate location', () => {
    const { rows, report } = placeNyMedicaid([medicaid], [nyNpi], [], zips);
    const centre = zips.zip('10451');
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'MELROSE RX',
        address: '730 COURTLANDT AVE',
        zip: '10451',
        npi: '1447851951',
        locationPrecision: 'zip',
        latitude: centre?.[3],
        longitude: centre?.[4],
      }),
    ]);
    expect(report.placed).toBe(1);
  });

  it('adds nothing already listed, and never guesses where no single NPPES twin agrees', () => {
    const listed = [pharmacy({ phone: '7186187444' })];
    expect(placeNyMedicaid([medicaid], [nyNpi], listed, zips).report.alreadyListed).toBe(1);
    const other = npiRow({ ...nyNpi, npi: '1316952013', name: 'OTHER RX' });
    for (const npis of [[], [nyNpi, other], [{ ...nyNpi, name: 'SOMEONE ELSE LLC' }]]) {
      expect(placeNyMedicaid([medicaid], npis, [], zips).rows).toEqual([]);
    }
  });
});
