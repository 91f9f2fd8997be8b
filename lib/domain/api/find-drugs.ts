import { z } from 'zod';
import { COVERAGE_KINDS, type ListingCoverage } from '../place/coverage-note';
import { WORLD_NAME_KINDS } from '../drug/identity/world-names';
import type { SearchOrigin } from '../place/location';
import { LOCATION_PRECISIONS } from '../dataset/dataset-schema';

/**
 * The gateway's answers as zod schemas: the TypeScript types below are inferred from them, and
 * the OpenAPI document (lib/server/openapi) is generated from them, so the code, the types and
 * the published contract cannot drift apart. Client code imports the types only (`import type`),
 * which keeps zod out of the browser bundle.
 */

const nullableText = z.string().nullable();
const money = z.number().describe('US dollars, rounded to cents');

export const locatedPharmacySchema = z
  .object({
    id: z.string().describe('Our own id, stable across restarts and rebuilds'),
    ncpdp: nullableText.describe('7-digit NCPDP id; null when unknown, never invented'),
    npi: nullableText.describe('10-digit NPI; null when unknown, never invented'),
    chainCode: nullableText,
    pharmacyName: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string().describe('9 digits, "0000" as the +4 when it is unknown'),
    phone: nullableText.describe('10 digits'),
    latitude: z.number(),
    longitude: z.number(),
    distance: z
      .number()
      .nullable()
      .describe(
        'Miles from the search location, 2 decimals; 1 decimal when locationPrecision is "approximate"; whole miles to the ZIP centre when it is "zip"; null for a pharmacy-id-only search',
      ),
    locationPrecision: z
      .enum(LOCATION_PRECISIONS)
      .describe(
        'Extension: "address" when latitude/longitude place the pharmacy itself; "approximate" when they are the CMS registry\'s geocode of the storefront (typically within a few hundred metres of it, sometimes more than a kilometre off): never draw them as the pharmacy; give directions to the street address, or to the point where address is empty (no street address is published); "zip" when only its ZIP is known: latitude/longitude are the ZIP\'s centre (never draw them as the pharmacy), distance is approximate; call the pharmacy for directions',
      ),
    listingAsOf: nullableText.describe(
      'Extension: YYYY-MM-DD, the date of the public listing this pharmacy comes from (it may have closed or moved since); null when the source does not say',
    ),
    confirmedAsOf: nullableText.describe(
      'Extension: YYYY-MM-DD, the release date of the Medicare (CMS) pharmacy registry that still lists a pharmacy of this chain at this store; null for independents, for chains the registry does not cover, and when the source does not say',
    ),
    hoursOfOperation: nullableText.describe('OpenStreetMap opening_hours syntax'),
    hoursKind: z
      .enum(['pharmacy', 'store'])
      .nullable()
      .describe(
        "Extension: whose hours these are, the counter's or the whole store's (the counter may close earlier)",
      ),
  })
  .meta({ id: 'LocatedPharmacy' });

const drugCore = {
  ndc: z.string().describe('11 digits'),
  ln: z.string().describe('Label name'),
  qty: z.number().describe('Quantity priced, in the pricing unit'),
};

const locatedDrugDetailSchema = z
  .object({
    ...drugCore,
    gsn: nullableText.describe(
      'Formulation id (ours in the embedded dataset, not First Databank’s)',
    ),
    quantityLabel: z.string(),
    brandGeneric: z.enum(['B', 'G', 'A']),
    // With IncludeDrugInfo=true only:
    genericName: z.string().optional(),
    brandName: nullableText.optional(),
    description: z.string().optional(),
    isDiscontinued: z.boolean().optional(),
    discontinuedDate: nullableText.optional().describe('YYYY-MM-DD'),
  })
  .meta({ id: 'LocatedDrugDetail' });

/** With PriceOnly=true the drug carries only these. */
const locatedDrugPriceOnlySchema = z.object(drugCore).meta({ id: 'LocatedDrugPriceOnly' });

const priceBasisSchema = z.enum(['AWP', 'MAC', 'U&C']);

export const locatedPricingSchema = z
  .object({
    price: money,
    priceBasis: priceBasisSchema.describe('Which of AWP, MAC and U&C produced the price'),
    ucPrice: money.nullable(),
    awpPrice: money.nullable(),
    macPrice: money.nullable(),
    svcPharmacyCategory: z
      .union([z.literal(0), z.literal(1), z.literal(2)])
      .describe('1 national chain, 2 grocery chain, 0 independent'),
    isEstimate: z
      .boolean()
      .describe('Extension: true when the price is modelled (embedded dataset), false for a quote'),
    costBasisAsOf: nullableText.describe(
      'Extension: as-of date of the NADAC cost an estimate is built on; null for a quote',
    ),
  })
  .meta({ id: 'LocatedPricing' });

const locatedDrugSchema = z
  .object({
    pharmacy: locatedPharmacySchema,
    drug: z.union([locatedDrugDetailSchema, locatedDrugPriceOnlySchema]),
    pricing: locatedPricingSchema,
  })
  .meta({ id: 'LocatedDrug' });

const picked = { gsn: nullableText, isSelected: z.boolean() };
const locatedDrugFormSchema = z.object({ form: z.string(), ...picked, ranking: z.number() });
const locatedDrugNameSchema = z.object({
  drugName: z.string(),
  brandGeneric: z.enum(['B', 'G']),
  isSelected: z.boolean(),
});
const locatedDrugQuantitySchema = z.object({
  qty: z.number(),
  quantityLabel: z.string(),
  ...picked,
  ranking: z.number(),
});
const locatedDrugStrengthSchema = z.object({
  strength: z.string(),
  ...picked,
  ranking: z.number(),
});

/** What a provider finds (docs/API.md, "FindDrugs"): five arrays, always present. */
const findDrugsResponseSchema = z.object({
  Drugs: z.array(locatedDrugSchema),
  Forms: z.array(locatedDrugFormSchema),
  Names: z.array(locatedDrugNameSchema),
  Quantities: z.array(locatedDrugQuantitySchema),
  Strengths: z.array(locatedDrugStrengthSchema),
});

export const searchOriginSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  label: z.string(),
}) satisfies z.ZodType<SearchOrigin>;

const listingCoverageSchema = z.object({
  state: z.string(),
  notListed: z.array(z.enum(COVERAGE_KINDS)),
}) satisfies z.ZodType<ListingCoverage>;

/** How DrugName was read (NameMatch `via`). */
const NAME_READINGS = ['name', 'spelling', 'alias', 'ingredient'] as const;

const nameMatchSchema = z
  .object({
    searched: z.string().describe('DrugName as given'),
    matched: z.string().describe('The drug name it was matched to'),
    corrected: z
      .boolean()
      .describe(
        'True when the spelling was corrected (a typo), false for an exact or partial name',
      ),
    via: z
      .enum(NAME_READINGS)
      .describe(
        'How the name was read: "name" (a US generic or brand name, whole or its start), "spelling" (a typo corrected, as `corrected`), "alias" (a name from outside the US label: see `alias`), "ingredient" (a name found only inside one combination, which is answered)',
      ),
    alias: z
      .object({
        name: z.string().describe('The name as the reviewed list writes it ("levotiroxina")'),
        kind: z.enum(WORLD_NAME_KINDS),
      })
      .nullable()
      .describe(
        'With via "alias": the name DrugName matched — an international (inn) or British name, a Spanish generic name, or a nickname; null otherwise',
      ),
    ignored: z
      .array(z.string())
      .describe(
        'Words of DrugName the answer did not use: words no medicine is known by ("please"), and device, pack, audience, OTC/Rx or generic/brand words no product of the medicine fits ("KwikPen" for a drug sold in no pen); empty when every word was used',
      ),
    genericFor: z
      .string()
      .nullable()
      .describe(
        'A brand searched whose own products are not priced in the form its name stands for (or at all): the answer is its generic, and this names the brand; null otherwise',
      ),
  })
  .meta({ id: 'NameMatch' });

/** What a choice (GroupBy=chain) says of its stores, in FindDrugs and FindBasket alike. */
const storeChoiceShape = {
  name: z
    .string()
    .describe(
      'The name its stores share ("Walgreens" for "Walgreens #9438" and "Walgreens #15921"); a pharmacy on its own keeps its own',
    ),
  chainCode: nullableText.describe(
    'The chain of a folded choice; null for an independent pharmacy or one with no chain code',
  ),
  storeCount: z
    .number()
    .int()
    .min(1)
    .describe(
      "How many of the chain's stores charge this within the list's reach, the nearest included",
    ),
  nearestPharmacyId: z.string().describe('The nearest of them, the first of pharmacyIds'),
  distance: z
    .number()
    .nullable()
    .describe(
      'Miles to the nearest of them (its pharmacy.distance); null for a pharmacy-id-only search',
    ),
  pharmacyIds: z
    .array(z.string())
    .describe('Its nearest stores (at most 10), nearest first; each has its own row'),
};

export const storeChoiceSchema = z.object(storeChoiceShape);

const priceChoiceSchema = storeChoiceSchema
  .extend({ priceUsd: money.describe('What each of them charges') })
  .meta({ id: 'PriceChoice' });

/**
 * The FindDrugs 200 body: the five arrays and, as extensions, the point distances were measured
 * from (null for a pharmacy-id-only search) and what the source does not list near there.
 */
export const findDrugsAnswerSchema = findDrugsResponseSchema
  .extend({
    Origin: searchOriginSchema
      .nullable()
      .describe('Extension: the point distances were measured from, and its name'),
    Coverage: listingCoverageSchema
      .nullable()
      .describe('Extension: kinds of pharmacy the source does not list near here'),
    NameMatch: nameMatchSchema
      .nullable()
      .describe(
        'Extension: the drug name DrugName was matched to (null for an NDC or GSN search, or when the price source does not say)',
      ),
    Choices: z
      .array(priceChoiceSchema)
      .optional()
      .describe(
        'Extension, with GroupBy=chain only: the NumPharm nearest choices in SortBy order; Drugs then holds their listed stores',
      ),
  })
  .meta({ id: 'FindDrugsAnswer' });

/** Autocomplete body, in the shape the real gateway uses. */
export const autocompleteResponseSchema = z
  .object({ drugNames: z.array(z.object({ drugName: z.string() })) })
  .meta({ id: 'AutocompleteResponse' });

export type LocatedPharmacy = z.infer<typeof locatedPharmacySchema>;
export type LocatedDrugDetail = z.infer<typeof locatedDrugDetailSchema>;
export type LocatedPricing = z.infer<typeof locatedPricingSchema>;
export type LocatedDrug = z.infer<typeof locatedDrugSchema>;
export type LocatedDrugForm = z.infer<typeof locatedDrugFormSchema>;
export type LocatedDrugName = z.infer<typeof locatedDrugNameSchema>;
export type LocatedDrugQuantity = z.infer<typeof locatedDrugQuantitySchema>;
export type LocatedDrugStrength = z.infer<typeof locatedDrugStrengthSchema>;
export type FindDrugsResponse = z.infer<typeof findDrugsResponseSchema>;
export type FindDrugsAnswer = z.infer<typeof findDrugsAnswerSchema>;
export type NameMatch = z.infer<typeof nameMatchSchema>;
export type StoreChoice = z.infer<typeof storeChoiceSchema>;
export type PriceChoice = z.infer<typeof priceChoiceSchema>;
/** What a provider answers: the five arrays and, where it knows, how the name matched. */
export type ProviderAnswer = FindDrugsResponse & { NameMatch?: NameMatch | null };
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;
