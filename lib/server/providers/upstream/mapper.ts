import 'server-only';
import { createHash } from 'node:crypto';
import type {
  FindDrugsResponse,
  LocatedDrug,
  LocatedDrugDetail,
  LocatedDrugName,
  LocatedPharmacy,
  LocatedPricing,
} from '@/lib/domain/api/find-drugs';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { round2 } from '@/lib/domain/place/geo';
import type { PriceBasis } from '@/lib/domain/pricing/quote';
import { UpstreamFault } from './failures';
import type { FindDrugsWire, RowWire } from './wire-schemas';

/** The answer cannot be mapped into our contract: a 502, never a half-mapped body. */
export const unusable = (reason: string): UpstreamFault =>
  new UpstreamFault('unavailable', `unusable answer (${reason})`, false);

/**
 * Maps a validated upstream FindDrugs answer into our contract, shaped by the query exactly as
 * the embedded provider shapes it (PriceOnly trims the drug and empties the pickers;
 * IncludeDrugInfo adds the drug-info fields). A row without a price (the upstream's "not
 * available") is left out: the pharmacy does not price the drug. Rows keep the upstream's order.
 */
export function toFindDrugsResponse(wire: FindDrugsWire, query: FindDrugsQuery): FindDrugsResponse {
  const Drugs = wire.drugs.flatMap((row) => {
    const drug = locatedDrug(row, query);
    return drug ? [drug] : [];
  });
  if (query.priceOnly) return { Drugs, Forms: [], Names: [], Quantities: [], Strengths: [] };
  return {
    Drugs,
    Forms: wire.forms.map((f, i) => ({
      form: f.form,
      gsn: f.gsn,
      isSelected: f.isselected,
      ranking: f.ranking ?? i + 1,
    })),
    Names: wire.names.map((n): LocatedDrugName => {
      if (n.brandgeneric !== 'B' && n.brandgeneric !== 'G') throw unusable('a name is not B or G');
      return { drugName: n.drugname, brandGeneric: n.brandgeneric, isSelected: n.isselected };
    }),
    Quantities: wire.quantities.map((q, i) => ({
      qty: q.qty,
      quantityLabel: q.quantitylabel ?? '',
      gsn: q.gsn,
      isSelected: q.isselected,
      ranking: q.ranking ?? i + 1,
    })),
    Strengths: wire.strengths.map((s, i) => ({
      strength: s.strength,
      gsn: s.gsn,
      isSelected: s.isselected,
      ranking: s.ranking ?? i + 1,
    })),
  };
}

function locatedDrug(row: RowWire, query: FindDrugsQuery): LocatedDrug | null {
  if (row.pricing.price === null) return null;
  const pharmacy = locatedPharmacy(row.pharmacy);
  const { drug } = row;
  const pricing: LocatedPricing = {
    price: round2(row.pricing.price),
    priceBasis: priceBasisOf(row.pricing, row.pricing.price),
    ucPrice: roundOrNull(row.pricing.ucprice),
    awpPrice: roundOrNull(row.pricing.awpprice),
    macPrice: roundOrNull(row.pricing.macprice),
    svcPharmacyCategory: row.pricing.svcpharmacycategory,
    // A quote from the price source, not a model of ours.
    isEstimate: false,
    costBasisAsOf: null,
  };
  if (query.priceOnly)
    return { pharmacy, drug: { ndc: drug.ndc, qty: drug.qty, ln: drug.ln }, pricing };
  if (drug.brandgeneric === null) throw unusable('a drug has no brand/generic indicator');
  const detail: LocatedDrugDetail = {
    ndc: drug.ndc,
    gsn: drug.gsn,
    ln: drug.ln,
    qty: drug.qty,
    quantityLabel: drug.quantitylabel ?? '',
    brandGeneric: drug.brandgeneric,
  };
  if (query.includeDrugInfo) {
    Object.assign(detail, {
      genericName: drug.genericname ?? '',
      brandName: drug.brandname,
      description: drug.description ?? '',
      isDiscontinued: drug.isdiscontinued ?? false,
      discontinuedDate: drug.discontinueddate,
    });
  }
  return { pharmacy, drug: detail, pricing };
}

function locatedPharmacy(p: RowWire['pharmacy']): LocatedPharmacy {
  const ncpdp = p.ncpdp && /^\d{7}$/.test(p.ncpdp) ? p.ncpdp : null;
  const npi = p.npi && /^\d{10}$/.test(p.npi) ? p.npi : null;
  return {
    id: pharmacyIdOf(ncpdp, npi, p),
    ncpdp,
    npi,
    chainCode: p.chaincode,
    pharmacyName: p.pharmacyname,
    address: p.address ?? '',
    city: p.city,
    state: p.state,
    zip: p.zip,
    phone: p.phone,
    latitude: p.latitude,
    longitude: p.longitude,
    distance: roundOrNull(p.distance),
    hoursOfOperation: p.hoursofoperation,
    // The interface's hours are the pharmacy's posted hours unless the engine says they are the store's.
    hoursKind: p.hoursofoperation ? (p.hourskind ?? 'pharmacy') : null,
    // Not in the interface: an engine that knows a pharmacy only by ZIP may say so; else it is placed.
    locationPrecision: p.locationprecision ?? 'address',
    listingAsOf: p.listingasof,
    confirmedAsOf: p.confirmedasof,
  };
}

/**
 * Our pharmacy id for an upstream pharmacy: stable across restarts because it is derived from
 * what identifies the store (its NCPDP or NPI, else its name and address), never random.
 */
function pharmacyIdOf(ncpdp: string | null, npi: string | null, p: RowWire['pharmacy']): string {
  const identity = ncpdp
    ? `ncpdp:${ncpdp}`
    : npi
      ? `npi:${npi}`
      : // A store with no street address (a registry point) is told apart by its position.
        `place:${p.pharmacyname}|${p.address ?? `${p.latitude},${p.longitude}`}|${p.zip}`.toLowerCase();
  return `ph_${createHash('sha256').update(identity).digest('hex').slice(0, 16)}`;
}

/** The basis from its name in any spelling, or (when absent) the one whose price won. */
function priceBasisOf(pricing: RowWire['pricing'], price: number): PriceBasis {
  const letters = pricing.pricebasis?.toUpperCase().replace(/[^A-Z]/g, '') ?? null;
  if (letters === 'AWP' || letters?.startsWith('AVERAGEWHOLESALE')) return 'AWP';
  if (letters === 'MAC' || letters?.startsWith('MAXIMUMALLOWABLE')) return 'MAC';
  if (letters && ['UC', 'UANDC', 'UCR', 'USUALANDCUSTOMARY'].includes(letters)) return 'U&C';
  if (letters === null) {
    if (pricing.ucprice === price) return 'U&C';
    if (pricing.macprice === price) return 'MAC';
    if (pricing.awpprice === price) return 'AWP';
  }
  throw unusable(`price basis ${pricing.pricebasis ?? 'missing'}`);
}

const roundOrNull = (value: number | null): number | null =>
  value === null ? null : round2(value);
