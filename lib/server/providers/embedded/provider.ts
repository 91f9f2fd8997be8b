import 'server-only';
import type { CoverageFile } from '@/lib/domain/place/coverage';
import type { CoverageKind } from '@/lib/domain/place/coverage-note';
import type { Dataset } from '@/lib/server/dataset/load';
import type { ProviderAnswer } from '@/lib/domain/api/find-drugs';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { noPharmacyNearby, pharmacyNotFound } from '@/lib/server/core/api-error';
import type { FoundPharmacy } from '@/lib/domain/place/pharmacy-place';
import type { PriceProvider, ProviderHealth } from '../types';
import { alternativesFor } from './alternatives';
import { DrugCatalog } from './catalog';
import { brandEquivalentOf, compareRowsById, locatedDrug, locatedPharmacy } from './located-drug';
import { SEARCH_RADIUS_MILES } from '@/lib/domain/api/constants';
import { PharmacyIndex, type NearbyPharmacy } from './pharmacy-index';
import { selectProduct } from './selection';
import { distanceMiles } from '@/lib/domain/place/geo';

/**
 * The most pharmacies one search prices: 1,000 take about 5 ms (lisinopril near 60601 reaches
 * 48 miles and holds 49 choices), against 1 ms for the API's 100.
 */
const MAX_PHARMACIES_PER_SEARCH = 1000;

/** Prices from the committed public-data dataset; runs with no network. */
export class EmbeddedProvider implements PriceProvider {
  readonly name = 'embedded';
  readonly maxPharmaciesPerSearch = MAX_PHARMACIES_PER_SEARCH;
  private readonly catalog: DrugCatalog;
  private readonly pharmacies: PharmacyIndex;
  private readonly coverage: CoverageFile;
  private readonly listingAsOf: (source: string) => string | null;

  constructor(
    dataset: Pick<Dataset, 'products' | 'drugNames' | 'pharmacies' | 'coverage' | 'listingSources'>,
  ) {
    this.catalog = new DrugCatalog(dataset.products, dataset.drugNames);
    this.pharmacies = new PharmacyIndex(dataset.pharmacies);
    this.coverage = dataset.coverage;
    const sources = new Map(Object.entries(dataset.listingSources));
    this.listingAsOf = (source) => sources.get(source)?.asOf ?? null;
  }

  async findDrugs(query: FindDrugsQuery): Promise<ProviderAnswer> {
    const selection = selectProduct(this.catalog, query);
    const quantity = query.quantity ?? selection.product.quantities[0] ?? 1;
    const options = {
      quantity,
      brandEquivalent: brandEquivalentOf(selection.product, selection.family),
      ucOverrideUsd: query.ucOverrideUsd,
      priceOnly: query.priceOnly,
      includeDrugInfo: query.includeDrugInfo,
      listingAsOf: this.listingAsOf,
    };
    const Drugs = this.pharmaciesFor(query)
      .map(({ pharmacy, distanceMiles }) =>
        locatedDrug(selection.product, pharmacy, distanceMiles, options),
      )
      .sort(compareRowsById(query.sortBy));
    const NameMatch = selection.nameMatch;
    if (query.priceOnly) {
      return { Drugs, Forms: [], Names: [], Quantities: [], Strengths: [], NameMatch };
    }
    return { Drugs, ...alternativesFor(selection, quantity), NameMatch };
  }

  async suggestDrugNames(prefixText: string, limit: number): Promise<string[]> {
    return this.catalog.suggest(prefixText, limit);
  }

  findPharmacy(id: string): FoundPharmacy | null {
    const pharmacy = this.pharmacies.named({ kind: 'id', value: id });
    if (!pharmacy) return null;
    return {
      pharmacy: locatedPharmacy(pharmacy, null, this.listingAsOf(pharmacy.source)),
      category: pharmacy.category,
    };
  }

  /** Always ready: the dataset is in memory. */
  health(): ProviderHealth {
    return { ready: true, breaker: null };
  }

  listingGaps(state: string): readonly CoverageKind[] {
    return this.coverage.states[state]?.notListed ?? [];
  }

  /** The pharmacy named by NCPDP_NPI or PharmacyId, or the nearest `numPharm` within the search radius. */
  private pharmaciesFor(
    query: FindDrugsQuery,
  ): Array<{ pharmacy: NearbyPharmacy['pharmacy']; distanceMiles: number | null }> {
    if (query.pharmacyId) {
      const pharmacy = this.pharmacies.named(query.pharmacyId);
      if (!pharmacy) {
        const { kind, value } = query.pharmacyId;
        throw pharmacyNotFound(
          `No pharmacy has ${kind === 'id' ? 'id' : kind.toUpperCase()} ${value}.`,
        );
      }
      return [
        { pharmacy, distanceMiles: query.origin ? distanceMiles(query.origin, pharmacy) : null },
      ];
    }
    if (!query.origin) throw noPharmacyNearby('No search location was given.');
    const nearby = this.pharmacies.nearest(query.origin, query.numPharm);
    if (nearby.length === 0) {
      throw noPharmacyNearby(
        `No pharmacy within ${SEARCH_RADIUS_MILES} miles of the search location.`,
      );
    }
    return nearby;
  }
}
