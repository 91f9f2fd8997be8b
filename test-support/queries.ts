import { NO_PRODUCT_OPTIONS, type FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { DEFAULT_NUM_PHARM } from '@/lib/domain/api/constants';

/** A validated FindDrugs query for unit tests: nothing selected, every option at its default. */
export function findDrugsQuery(overrides: Partial<FindDrugsQuery> = {}): FindDrugsQuery {
  return {
    groupId: 'G1',
    ...NO_PRODUCT_OPTIONS,
    origin: null,
    pharmacyId: null,
    numPharm: DEFAULT_NUM_PHARM,
    ...overrides,
  };
}
