import { z } from 'zod';
import type { FindBasketAnswer } from './basket';
import {
  locatedPharmacySchema,
  locatedPricingSchema,
  searchOriginSchema,
  storeChoiceSchema,
} from '../api/find-drugs';
import type { FindSavingsAnswer } from '../results/savings';

/**
 * FindBasket's and FindSavings' 200 bodies as zod schemas, for the OpenAPI document (which is
 * generated from them) and its test (which validates real answers against it). The domain types
 * stay interfaces in basket.ts and savings.ts; `satisfies` keeps each schema in step with them.
 */

const money = z.number().describe('US dollars, rounded to cents');
const ndc = z.string().regex(/^\d{11}$/);
const itemIndexes = z.array(z.number().int().nonnegative()).describe('Indexes into Items');

const basketFillSchema = z.object({ pharmacyId: z.string(), totalUsd: money });
const splitFillSchema = z.object({
  pharmacyId: z.string(),
  items: itemIndexes,
  subtotalUsd: money,
});

export const findBasketAnswerSchema = z
  .object({
    Origin: searchOriginSchema
      .nullable()
      .describe('The point distances were measured from; null for a pharmacy-only search'),
    Items: z.array(
      z.object({
        ndc,
        qty: z.number(),
        drugName: z.string().nullable(),
        form: z.string().nullable(),
        strength: z.string().nullable(),
        ln: z.string().nullable(),
        quantityLabel: z.string().nullable(),
        brandGeneric: z.enum(['B', 'G', 'A']).nullable(),
        pricedAt: z.number().int().describe('How many of the listed pharmacies price it'),
      }),
    ),
    Pharmacies: z
      .array(
        z.object({
          pharmacy: locatedPharmacySchema,
          prices: z
            .array(locatedPricingSchema.nullable())
            .describe('One per item, in Items order; null where this pharmacy has no price'),
          totalUsd: money.describe('The sum of the prices it has'),
          missingItems: itemIndexes.describe('Items it has no price for'),
        }),
      )
      .describe('Whole list first, cheapest first; then those lacking items, fewest missing first'),
    CheapestSingle: basketFillSchema
      .nullable()
      .describe('The cheapest pharmacy that prices every item'),
    CheapestSplit: z
      .object({
        totalUsd: money,
        savingsUsd: money.nullable().describe('Against CheapestSingle; null when there is none'),
        fills: z.tuple([splitFillSchema, splitFillSchema]),
      })
      .nullable()
      .describe('The cheapest split across two pharmacies, when it beats CheapestSingle'),
    Choices: z
      .array(
        storeChoiceSchema
          .extend({ totalUsd: money.describe('What the list costs at each of them') })
          .meta({ id: 'BasketChoice' }),
      )
      .optional()
      .describe(
        'Extension, with GroupBy=chain only: the NumPharm nearest choices, in the order of Pharmacies; Pharmacies then holds their listed stores',
      ),
  })
  .meta({ id: 'FindBasketAnswer' }) satisfies z.ZodType<FindBasketAnswer>;

const pricedAtSchema = z.object({
  pharmacyId: z.string(),
  pharmacyName: z.string(),
  distance: z.number().nullable(),
  priceUsd: money,
});

export const findSavingsAnswerSchema = z
  .object({
    Savings: z
      .array(
        z.discriminatedUnion('kind', [
          z.object({
            kind: z.literal('generic'),
            savingsUsd: money,
            brand: pricedAtSchema.extend({ drugName: z.string() }),
            generic: pricedAtSchema.extend({ drugName: z.string(), ndc }),
            form: z.string().nullable(),
            strength: z.string().nullable(),
            qty: z.number(),
            quantityLabel: z.string(),
          }),
          z.object({
            kind: z.literal('bulk'),
            savingsUsd: money.describe('Saved per selected quantity by buying largerQty at a time'),
            pharmacyId: z.string(),
            pharmacyName: z.string(),
            qty: z.number(),
            priceUsd: money,
            largerQty: z.number(),
            largerPriceUsd: money,
            quantityLabel: z.string(),
          }),
          z.object({
            kind: z.literal('nearby'),
            savingsUsd: money,
            ndc,
            qty: z.number(),
            extraMiles: z.number(),
            nearest: pricedAtSchema,
            cheaper: pricedAtSchema,
          }),
        ]),
      )
      .describe('The savings that hold, in this order: generic, bulk, nearby'),
  })
  .meta({ id: 'FindSavingsAnswer' }) satisfies z.ZodType<FindSavingsAnswer>;
