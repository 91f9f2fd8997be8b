/**
 * Our own pharmacy ids (`pharmacy.id`): `ph_` and 12 hex digits in the embedded dataset, 16 for a
 * pharmacy an upstream listed (derived from its identity there). Pages put them in URLs
 * (/pharmacies/<id>) and the API takes them as `PharmacyId`.
 */
const PHARMACY_ID = /^ph_[0-9a-f]{12}([0-9a-f]{4})?$/;

export const PHARMACY_ID_RULE = 'must be a pharmacy id: ph_ and 12 or 16 hex digits';

/** The id in its canonical (lower-case) spelling, or null when the text is not one. */
export function pharmacyIdOf(text: string): string | null {
  const id = text.trim().toLowerCase();
  return PHARMACY_ID.test(id) ? id : null;
}
