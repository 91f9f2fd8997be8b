import type {
  FindDrugsResponse,
  LocatedDrug,
  LocatedDrugDetail,
  LocatedPharmacy,
} from '@/lib/domain/api/find-drugs';
import { stableUnit } from '@/lib/domain/pricing/hash';

/**
 * Writes a FindDrugs answer the way real pricing engines do, so the BFF's mapper meets their
 * habits on every call: lower-camel wrappers (`drugs.locatedDrug[]`), `pharmacy.name`,
 * `pricing.usualAndCustomaryPrice`, numbers and booleans as strings, 99999 for "not available",
 * ZIP+4 with a hyphen, phones with punctuation, empty strings for missing values, a single element
 * as a bare object, hyphenated NDCs, GSNs as numbers, and fields the BFF does not know.
 */
export function toUpstreamStyle(
  answer: FindDrugsResponse,
  unpricedShare = 0,
): Record<string, unknown> {
  const lists: Record<string, unknown> = {
    forms: wrap(
      'locatedDrugForm',
      answer.Forms.map((f) => ({
        form: f.form,
        gsn: gsnOut(f.gsn),
        isSelected: f.isSelected,
        ranking: f.ranking,
      })),
    ),
    names: wrap(
      'locatedDrugName',
      answer.Names.map((n) => ({
        drugName: n.drugName,
        brandGeneric: n.brandGeneric,
        isSelected: String(n.isSelected),
      })),
    ),
    quantities: wrap(
      'locatedDrugQuantity',
      answer.Quantities.map((q) => ({
        qty: String(q.qty),
        quantityLabel: q.quantityLabel,
        gsn: gsnOut(q.gsn),
        isSelected: q.isSelected ? 'Y' : 'N',
        ranking: String(q.ranking),
      })),
    ),
    strengths: wrap(
      'locatedDrugStrength',
      answer.Strengths.map((s) => ({
        strength: s.strength,
        gsn: gsnOut(s.gsn),
        isSelected: s.isSelected,
        ranking: s.ranking,
      })),
    ),
  };
  return {
    responseTimestamp: new Date().toISOString(),
    drugs:
      wrap(
        'locatedDrug',
        answer.Drugs.map((located) => row(located, isUnpriced(located, unpricedShare))),
      ) ?? [],
    // An engine leaves out what it has nothing for (PriceOnly), rather than sending [].
    ...Object.fromEntries(Object.entries(lists).filter(([, value]) => value !== undefined)),
  };
}

const NOT_AVAILABLE = 99999;

/** Whether this pharmacy has no price for this NDC: the same answer on every call. */
const isUnpriced = (located: LocatedDrug, unpricedShare: number): boolean =>
  unpricedShare > 0 &&
  stableUnit(`${located.pharmacy.id}|${located.drug.ndc}|unpriced`) < unpricedShare;

function row(located: LocatedDrug, unpriced: boolean): Record<string, unknown> {
  const { pricing } = located;
  return {
    pharmacy: pharmacy(located.pharmacy),
    drug: drug(located.drug),
    pricing: {
      price: unpriced ? NOT_AVAILABLE : pricing.price,
      priceBasis: pricing.priceBasis,
      usualAndCustomaryPrice: pricing.ucPrice ?? NOT_AVAILABLE,
      averageWholesalePrice: pricing.awpPrice ?? NOT_AVAILABLE,
      maximumAllowableCost: pricing.macPrice ?? NOT_AVAILABLE,
      svcPharmacyCategory: String(pricing.svcPharmacyCategory),
      currency: 'USD',
    },
  };
}

function pharmacy(p: LocatedPharmacy): Record<string, unknown> {
  return {
    name: p.pharmacyName,
    chainCode: p.chainCode ?? '',
    ncpdp: p.ncpdp ?? '',
    npi: p.npi ?? '',
    storeNumber: p.id.slice(-6),
    address: p.address,
    city: p.city,
    state: p.state,
    zip: p.zip.endsWith('0000') ? p.zip.slice(0, 5) : `${p.zip.slice(0, 5)}-${p.zip.slice(5)}`,
    phone: p.phone ? `(${p.phone.slice(0, 3)}) ${p.phone.slice(3, 6)}-${p.phone.slice(6)}` : '',
    latitude: String(p.latitude),
    longitude: p.longitude,
    distance: p.distance ?? NOT_AVAILABLE,
    hoursOfOperation: p.hoursOfOperation ?? '',
    hoursType: p.hoursKind ?? '',
    locationPrecision: p.locationPrecision,
    listingAsOf: p.listingAsOf ?? '',
    confirmedAsOf: p.confirmedAsOf ?? '',
  };
}

function drug(d: LocatedDrug['drug']): Record<string, unknown> {
  const detail = d as Partial<LocatedDrugDetail>;
  const out: Record<string, unknown> = {
    ndc: `${d.ndc.slice(0, 5)}-${d.ndc.slice(5, 9)}-${d.ndc.slice(9)}`,
    ln: d.ln,
    qty: String(d.qty),
  };
  if (detail.brandGeneric !== undefined) {
    Object.assign(out, {
      gsn: gsnOut(detail.gsn ?? null),
      quantityLabel: detail.quantityLabel,
      brandGeneric: detail.brandGeneric,
      rxNormCui: '',
    });
  }
  if (detail.genericName !== undefined) {
    Object.assign(out, {
      genericName: detail.genericName,
      brandName: detail.brandName ?? '',
      description: detail.description,
      isDiscontinued: String(detail.isDiscontinued),
      discontinuedDate: detail.discontinuedDate ?? '',
    });
  }
  return out;
}

const gsnOut = (gsn: string | null): number | string => (gsn === null ? '' : Number(gsn));

/** `{ key: [...] }`, `{ key: {…} }` for one element, nothing for none. */
function wrap(key: string, items: unknown[]): Record<string, unknown> | undefined {
  if (items.length === 0) return undefined;
  return { [key]: items.length === 1 ? items[0] : items };
}
