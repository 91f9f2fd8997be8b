import { groupIdSchema } from '../api/group-id';
import type { Gazetteer } from '../place/location';
import { LOCATION_PARAMETERS } from '../api/constants';
import {
  locationShape,
  locationParamsOf,
  resolvePharmacySearch,
  type PharmacySearch,
} from './location-query';
import { MAX_BASKET_ITEMS, parseBasketItem, type BasketItemRef } from '../basket/basket-item';
import type { FieldError } from '../api/problem';
import { querySchema, queryValues } from '../api/query-params';
import { fieldErrorsOf, RequestValidationError } from '../api/validation';
import type { GroupBy } from '../results/choices';
import { GROUP_BY_FIELD } from './find-drugs-query';

/** FindBasket parameters: FindDrugs' groupID and location rules, and the repeated `Item`. */
const FIND_BASKET_PARAMETERS = ['groupID', 'Item', 'GroupBy', ...LOCATION_PARAMETERS] as const;

/** A validated FindBasket request: the items, where, and how many pharmacies to list. */
export interface FindBasketQuery extends PharmacySearch {
  groupId: string;
  items: BasketItemRef[];
  /** Extension: fold a chain's stores that charge the same for the list (null: per store). */
  groupBy: GroupBy | null;
}

/** FindBasket's single-valued parameters (Item, repeated, is checked on its own below). */
export const FIND_BASKET_FIELDS = {
  groupID: groupIdSchema.describe(
    'Group identifier: 1–32 letters, digits, "_" or "-"; must match the token’s or session’s group',
  ),
  GroupBy: GROUP_BY_FIELD,
  ...locationShape,
};

const schema = querySchema(FIND_BASKET_FIELDS);

/**
 * Validates a FindBasket query string (groupID and location exactly as FindDrugs, plus 1 to 10
 * `Item=<NDC>:<quantity>`) and resolves its location. Throws a RequestValidationError naming every
 * invalid parameter; a bad item is named by its position, `Item[0]` for the first.
 */
export function parseFindBasketQuery(
  params: URLSearchParams,
  gazetteer: Gazetteer,
): FindBasketQuery {
  const { Item, ...given } = queryValues(params, FIND_BASKET_PARAMETERS);
  const parsed = schema.safeParse(given);
  const errors = parsed.success ? [] : fieldErrorsOf(parsed.error);
  const items = basketItemsOf(Item, errors);
  const search = resolvePharmacySearch(locationParamsOf(parsed, given), given, gazetteer, errors);
  if (errors.length > 0 || !parsed.success) throw new RequestValidationError(errors);
  return { groupId: parsed.data.groupID, items, groupBy: parsed.data.GroupBy ?? null, ...search };
}

/** The items of the repeated Item parameter; each bad one, and a bad count, onto `errors`. */
function basketItemsOf(
  value: string | string[] | undefined,
  errors: FieldError[],
): BasketItemRef[] {
  const texts = value === undefined ? [] : Array.isArray(value) ? value : [value];
  if (texts.length === 0) {
    errors.push({
      parameter: 'Item',
      message: `is required: 1 to ${MAX_BASKET_ITEMS} Item=<NDC>:<quantity>`,
    });
  }
  if (texts.length > MAX_BASKET_ITEMS) {
    errors.push({
      parameter: 'Item',
      message: `at most ${MAX_BASKET_ITEMS} items; ${texts.length} were given`,
    });
  }
  const items: BasketItemRef[] = [];
  const indexByNdc = new Map<string, number>();
  texts.forEach((text, index) => {
    const parameter = `Item[${index}]`;
    const parsed = parseBasketItem(text);
    if ('error' in parsed) {
      errors.push({ parameter, message: parsed.error });
      return;
    }
    const earlier = indexByNdc.get(parsed.item.ndc);
    if (earlier !== undefined) {
      errors.push({ parameter, message: `repeats the NDC of Item[${earlier}]` });
      return;
    }
    indexByNdc.set(parsed.item.ndc, index);
    items.push(parsed.item);
  });
  return items;
}
