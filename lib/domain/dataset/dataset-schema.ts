import { z } from 'zod';
import { RELEASE_LABELS } from '../drug/identity/release';
import { isValidNpi } from '../place/npi';
import { WORLD_NAME_KINDS } from '../drug/identity/world-names';

/**
 * The embedded dataset's file formats. `scripts/build-dataset.ts` writes files that satisfy these
 * schemas, and the server's loader checks them again at start-up, naming file and row on failure.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

export const drugProductSchema = z.object({
  /** 11-digit package NDC (5-4-2, no hyphens). */
  ndc: z.string().regex(/^\d{11}$/),
  /** NADAC description, used as the label name (e.g. "ATORVASTATIN 20 MG TABLET"). */
  ln: z.string().min(1),
  /** Our own formulation id (GSN-like, 6 digits): same (family, strength, form) → same id. */
  gsn: z.string().regex(/^\d{6}$/),
  /** Normalised active-ingredient key without salts, e.g. "atorvastatin", "glyburide/metformin". */
  familyKey: z.string().min(1),
  /** Display name of the generic, e.g. "Atorvastatin", "Glyburide / Metformin". */
  genericName: z.string().min(1),
  /** FDA nonproprietary name as published, e.g. "Atorvastatin Calcium". */
  nonproprietaryName: z.string().min(1),
  /** Brand name for B products (e.g. "Lipitor"); null for generics. */
  brandName: z.string().min(1).nullable(),
  /**
   * Canonical dose form (lib/domain/drug/identity/dose-forms.ts), upper case: "TABLET",
   * "TABLET, ORALLY DISINTEGRATING", "CAPSULE, EXTENDED RELEASE", "SOLUTION, OPHTHALMIC".
   */
  form: z.string().min(1),
  /** Salts, esters and hydrates besides the molecule, sorted ("tartrate"); null when none is known. */
  salt: z.string().min(1).nullable(),
  /** Release label of an extended or delayed product ("ER", "SR", "XL", "DR" …); null: immediate. */
  release: z.enum(RELEASE_LABELS).nullable(),
  /** Strength as labelled, e.g. "20 MG", "500 MG/5 ML"; null when the source has none. */
  strength: z.string().min(1).nullable(),
  /** Unit a quantity counts in the UI: "tablets", "capsules", "mL", "g", "each", … */
  quantityLabel: z.string().min(1),
  brandGeneric: z.enum(['B', 'G']),
  /** CMS classification for rate setting as published. */
  classification: z.enum(['B', 'G', 'B-ANDA', 'B-BIO']),
  otc: z.boolean(),
  deaSchedule: z.enum(['CII', 'CIII', 'CIV', 'CV']).nullable(),
  nadacPerUnitUsd: z.number().nonnegative(),
  pricingUnit: z.enum(['EA', 'ML', 'GM']),
  nadacEffectiveDate: isoDate,
  nadacAsOfDate: isoDate,
  /** Usual dispensing quantities in pricing units, most common first (never empty). */
  quantities: z.array(z.number().positive()).min(1),
  /**
   * One package in pricing units where the product is dispensed only by the package (a pen's
   * carton, a canister, a dose pack: scripts/dataset/package-sizes.ts, device-packs.ts); every
   * quantity is a whole number of them. Omitted for products counted out loose.
   */
  packageSize: z.number().positive().optional(),
  labeler: z.string().nullable(),
  /**
   * The counter's order of choice within the family (1 first; scripts/dataset/counter-defaults.ts):
   * a search answers the best-ranked product among those it narrowed to.
   */
  defaultRank: z.number().int().positive(),
  /** ClinCalc Top-300 (2023) rank of the family, null when not ranked. Used only for ordering. */
  popularityRank: z.number().int().positive().nullable(),
  isDiscontinued: z.boolean(),
  discontinuedDate: isoDate.nullable(),
});
export type DrugProduct = z.infer<typeof drugProductSchema>;

/**
 * A name people search by that no product carries (a brand NADAC does not price, a branded
 * generic, an alias such as "valproate"), pointing at the family a pharmacy fills it from, or at
 * an unpriced family so that the search says so instead of matching a look-alike name.
 */
export const drugSearchNameSchema = z.object({
  name: z.string().min(1),
  familyKey: z.string().min(1),
  /** B for a trade name (Keflex, Sprintec), G for a generic alias (valproate). */
  brandGeneric: z.enum(['B', 'G']),
  /** The name's dosage forms, "CREAM|GEL" (form-name words), when its family has others. */
  form: z
    .string()
    .regex(/^[A-Z]+(\|[A-Z]+)*$/)
    .optional(),
  /** The salt the name stands for ("monohydrate macrocrystals" for Macrobid), when it says one. */
  salt: z.string().min(1).optional(),
  /** The strength the name stands for, as products write it ("81 MG" for "baby aspirin"). */
  strength: z.string().min(1).optional(),
  /** True for a brand sold over the counter (Aleve): its name means the OTC products. */
  otc: z.literal(true).optional(),
  /** False when NADAC prices no product of the family (Levemir): a search for it is a 404. */
  isPriced: z.boolean(),
  /**
   * A name from outside the US label (scripts/dataset/world-names.csv): an INN or British name
   * (paracetamol, frusemide), a Spanish generic name (levotiroxina), or a nickname (Z-Pack).
   */
  alias: z.enum(WORLD_NAME_KINDS).optional(),
});
export type DrugSearchName = z.infer<typeof drugSearchNameSchema>;

/** How well a pharmacy's position is known, most precise first (pharmacySchema). */
export const LOCATION_PRECISIONS = ['address', 'approximate', 'zip'] as const;
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number];

const pharmacyCategorySchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type PharmacyCategory = z.infer<typeof pharmacyCategorySchema>;

/** A field the pharmacies file omits when it is null (keeps ~30,000 rows compact). */
const omittedWhenNull = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

export const pharmacySchema = z
  .object({
    /** Our stable id, derived from (source, source_id); never an NPI or NCPDP. */
    id: z.string().regex(/^ph_[a-z0-9]{10,16}$/),
    name: z.string().min(1),
    /** Banner name as published, null for independents. */
    chain: omittedWhenNull(z.string().min(1)),
    /** Our short code for the chain (e.g. "WAG"), null for independents. */
    chainCode: omittedWhenNull(z.string().regex(/^[A-Z0-9]{2,8}$/)),
    /** 1 national or regional drugstore chain, 2 grocery chain, 0 independent (data/README.md). */
    category: pharmacyCategorySchema,
    /**
     * Street address as the source publishes it; empty only for a chain storefront known from the
     * CMS registry alone (`locationPrecision: "approximate"`, scripts/dataset/point-only.ts).
     */
    address: z.string(),
    city: z.string().min(1),
    state: z.string().regex(/^[A-Z]{2}$/),
    /** 9 digits, "0000" as the +4 when unknown. */
    zip9: z.string().regex(/^\d{9}$/),
    phone: omittedWhenNull(z.string().regex(/^\d{10}$/)),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /**
     * How well the position is known: `address` (the default) where the source placed the store
     * itself; `approximate` where the position is the CMS 2026 registry's geocode of the storefront
     * (typically within a few hundred metres of it, sometimes more than a kilometre off); `zip`
     * where only its ZIP is known and the position is that ZIP's centre. Only `address` may be
     * shown as where the pharmacy stands (lib/domain/place/pharmacy-place.ts).
     */
    locationPrecision: z.enum(LOCATION_PRECISIONS).default('address'),
    /** OpenStreetMap opening_hours syntax, null when unknown. */
    hours: omittedWhenNull(z.string().min(1)),
    /**
     * Whose hours `hours` are: the pharmacy counter's, or the whole store's (Walgreens' published
     * hours; the counter may close earlier). Null when there are no hours.
     */
    hoursKind: omittedWhenNull(z.enum(['pharmacy', 'store'])),
    /** The NPI of the same business in CMS NPPES, where matched (scripts/dataset/npi-match.ts). */
    npi: omittedWhenNull(z.string().refine(isValidNpi, 'not a valid NPI')),
    /** No public source has NCPDP ids: always null, never invented. */
    ncpdp: z.null().default(null),
    /** Which source listed it; pharmacies.json's `sources` gives that listing's as-of date. */
    source: z.string().min(1),
    /**
     * The release date of the CMS registry that still lists a pharmacy of this chain at this store
     * (scripts/dataset/registry-check.ts); null for independents and chains it does not cover.
     */
    confirmedAsOf: omittedWhenNull(isoDate),
  })
  .refine((p) => p.address !== '' || p.locationPrecision === 'approximate', {
    path: ['address'],
    message: 'empty, but the position is not a registry point',
  });
export type Pharmacy = z.output<typeof pharmacySchema>;

/** One source of pharmacy listings: when it listed them and what it is. */
const listingSourceSchema = z.object({
  /** The date the source's listing describes (scrape, release or snapshot date). */
  asOf: isoDate,
  title: z.string().min(1),
});
export type ListingSource = z.infer<typeof listingSourceSchema>;

/** ZIP gazetteer row: [zip5, city, state, latitude, longitude]. */
export const zipRowSchema = z.tuple([
  z.string().regex(/^\d{5}$/),
  z.string().min(1),
  z.string().regex(/^[A-Z]{2}$/),
  z.number().min(-90).max(90),
  z.number().min(-180).max(180),
]);
export type ZipRow = z.infer<typeof zipRowSchema>;

/** Top-level shape of each committed file. */
export const drugsFileSchema = z.object({
  builtFrom: z.string(),
  products: z.array(z.unknown()),
});
export const drugNamesFileSchema = z.object({
  builtFrom: z.string(),
  names: z.array(z.unknown()),
});
export const pharmaciesFileSchema = z.object({
  builtFrom: z.string(),
  /** Every `source` a row names, with its as-of date. */
  sources: z.record(z.string().min(1), listingSourceSchema),
  pharmacies: z.array(z.unknown()),
});
export const zipsFileSchema = z.object({
  builtFrom: z.string(),
  zips: z.array(z.unknown()),
});
