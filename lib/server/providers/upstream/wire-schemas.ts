import 'server-only';
import { z } from 'zod';
import type { LocationPrecision } from '@/lib/domain/dataset/dataset-schema';
import {
  amount,
  brandGeneric,
  flag,
  gsn,
  isoDate,
  list,
  ndc,
  number,
  optionalText,
  parts,
  phone10,
  record,
  text,
  zip9,
} from './wire-values';

/**
 * The upstream's answers as we accept them. Keys are matched in any letter case (so the interface's
 * `Drugs` and the engines' `drugs.locatedDrug` both read), with the aliases real engines use
 * (`pharmacy.name`, `pricing.usualAndCustomaryPrice`). A row may be nested (`pharmacy`, `drug`,
 * `pricing`) or flat with the interface's field names. Upstream field names stay in this folder.
 */

const pharmacyWire = record(
  {
    pharmacyname: text,
    chaincode: optionalText,
    ncpdp: optionalText,
    npi: optionalText,
    // Blank for a store known only by a registry point (the embedded data's point-only rows).
    address: optionalText,
    city: text,
    // A USPS code in any case; a spelled-out name is passed on as sent.
    state: text.transform((value) => (/^[a-z]{2}$/i.test(value) ? value.toUpperCase() : value)),
    zip: zip9,
    phone: phone10,
    latitude: number.pipe(z.number().min(-90).max(90)),
    longitude: number.pipe(z.number().min(-180).max(180)),
    distance: amount,
    hoursofoperation: optionalText,
    // Not in the interface: whether the hours are the counter's or the whole store's, when an engine says.
    hourskind: optionalText.transform((value) =>
      value && /^(pharmacy|store)$/i.test(value)
        ? (value.toLowerCase() as 'pharmacy' | 'store')
        : null,
    ),
    locationprecision: optionalText.transform((value) =>
      value && /^(address|approximate|zip)$/i.test(value)
        ? (value.toLowerCase() as LocationPrecision)
        : null,
    ),
    listingasof: isoDate,
    confirmedasof: isoDate,
  },
  {
    name: 'pharmacyname',
    address1: 'address',
    streetaddress: 'address',
    zipcode: 'zip',
    postalcode: 'zip',
    phonenumber: 'phone',
    lat: 'latitude',
    lon: 'longitude',
    long: 'longitude',
    hours: 'hoursofoperation',
    hourstype: 'hourskind',
    ncpdpid: 'ncpdp',
  },
);

const drugWire = record(
  {
    ndc,
    gsn,
    ln: text,
    qty: number.pipe(z.number().positive()),
    quantitylabel: optionalText,
    brandgeneric: brandGeneric,
    genericname: optionalText,
    brandname: optionalText,
    description: optionalText,
    isdiscontinued: flag.optional(),
    discontinueddate: isoDate,
  },
  { labelname: 'ln', quantity: 'qty', ndc11: 'ndc', gcnseqno: 'gsn' },
);

const pricingWire = record(
  {
    price: amount,
    pricebasis: optionalText,
    ucprice: amount,
    awpprice: amount,
    macprice: amount,
    svcpharmacycategory: number.pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  },
  {
    discountedprice: 'price',
    usualandcustomaryprice: 'ucprice',
    averagewholesaleprice: 'awpprice',
    maximumallowablecost: 'macprice',
    pharmacycategory: 'svcpharmacycategory',
  },
);

/** One located drug: nested parts, or the interface's fields side by side in one flat object. */
const rowWire = parts({ pharmacy: pharmacyWire, drug: drugWire, pricing: pricingWire });

const selected = flag.optional().transform((value) => value ?? false);
const ranking = number.optional().transform((value) => value ?? null);

const formWire = record(
  { form: text, gsn, isselected: selected, ranking },
  { name: 'form', formname: 'form', dosageform: 'form', selected: 'isselected', rank: 'ranking' },
);
const nameWire = record(
  { drugname: text, brandgeneric: brandGeneric, isselected: selected },
  { name: 'drugname', selected: 'isselected' },
);
const quantityWire = record(
  {
    qty: number.pipe(z.number().positive()),
    quantitylabel: optionalText,
    gsn,
    isselected: selected,
    ranking,
  },
  { quantity: 'qty', label: 'quantitylabel', selected: 'isselected', rank: 'ranking' },
);
const strengthWire = record(
  { strength: text, gsn, isselected: selected, ranking },
  { name: 'strength', selected: 'isselected', rank: 'ranking' },
);

/** A FindDrugs 200 body. `drugs` must be there; a missing picker list reads as empty. */
export const findDrugsWire = record({
  drugs: list(rowWire, 'locateddrug', { required: true }),
  forms: list(formWire, 'locateddrugform'),
  names: list(nameWire, 'locateddrugname'),
  quantities: list(quantityWire, 'locateddrugquantity'),
  strengths: list(strengthWire, 'locateddrugstrength'),
});
export type FindDrugsWire = z.infer<typeof findDrugsWire>;
export type RowWire = FindDrugsWire['drugs'][number];

/** An Autocomplete 200 body: `{ drugNames: [{ drugName }] }`, names also accepted as bare strings. */
export const autocompleteWire = record({
  drugnames: list(z.union([text, record({ drugname: text }, { name: 'drugname' })]), 'drugname'),
});

/** A token response (docs/auth.md, "Tokens"): the lifetime may come as a string. */
export const tokenWire = record(
  {
    accesstoken: text,
    refreshtoken: text,
    expiresin: number.pipe(z.number().positive()),
    tokentype: optionalText,
  },
  { access_token: 'accesstoken', refresh_token: 'refreshtoken', expires_in: 'expiresin' },
);

/** What an upstream error body may say: `{ message, code }`, problem+json, or nested `error`. */
export const errorWire = record({
  message: optionalText,
  detail: optionalText,
  title: optionalText,
  code: optionalText,
  error: z.unknown().optional(),
});
