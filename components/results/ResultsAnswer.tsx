import { useLocale, useTranslations } from 'next-intl';
import { listedChoices } from '@/lib/domain/results/choices';
import type { FindDrugsAnswer, LocatedDrug } from '@/lib/domain/api/find-drugs';
import type { Saving } from '@/lib/domain/results/savings';
import { describeLocation } from '@/lib/domain/place/location';
import type { MapRow } from '@/components/map/clusters';
import { SavingsTips } from '@/components/savings/SavingsTips';
import { resultsUrl, type SearchState } from '@/lib/view/search-state';
import { fillLine, selectionLabel } from '@/lib/view/selection-label';
import { formatUsd } from '@/lib/view/format';
import { quantityUnit } from '@/lib/i18n/dose-forms';
import { CoverageNote } from './CoverageNote';
import type { CardConfig } from './DiscountCard';
import { EstimateNote } from '@/components/ui/EstimateNote';
import { NameMatchNote } from './NameMatchNote';
import { AddToBasketSlot, DiscountCardHost, RememberSearchLater } from './LazyIslands';
import { PharmacyList } from './PharmacyList';
import { PickersPanel } from './PickersPanel';
import { ResultsBody } from './ResultsBody';
import { ResultsToolbar } from './ResultsToolbar';

interface Props {
  search: SearchState;
  answer: FindDrugsAnswer;
  savings: Saving[];
  answeredAtMs: number;
  groupId: string;
  card: CardConfig;
}

/** Only what the map draws, so each client island gets the little it needs of the answer. */
const mapRowOf = ({ pharmacy, pricing }: LocatedDrug, choiceId: string): MapRow => ({
  pharmacy: {
    id: pharmacy.id,
    pharmacyName: pharmacy.pharmacyName,
    latitude: pharmacy.latitude,
    longitude: pharmacy.longitude,
    locationPrecision: pharmacy.locationPrecision,
  },
  pricing: { price: pricing.price },
  choiceId,
});

/**
 * The prices a search found: heading and fill, savings, the list and the map. Rendered on the
 * server as a rule (the rows are server components), in the browser only when the server left
 * the search to it.
 */
export function ResultsAnswer({ search, answer, savings, answeredAtMs, groupId, card }: Props) {
  const locale = useLocale();
  const rows = answer.Drugs;
  const choices = listedChoices(answer);
  const lowestUsd = choices.length > 0 ? Math.min(...choices.map((c) => c.choice.priceUsd)) : null;
  const firstDrug = rows[0]?.drug;
  const { drugLabel, quantity } = selectionLabel(answer, search.name, locale);
  const locationLabel = describeLocation(
    search.location,
    useTranslations('Common')('yourLocation'),
  );
  // How the name was read is said; a corrected spelling is already in the search box above.
  return (
    <>
      <NameMatchNote nameMatch={answer.NameMatch} />
      <header className="results-header">
        <h1>
          {drugLabel}
          {quantity ? (
            <span className="qty-label">{`, ${quantity.qty} ${quantityUnit(quantity.quantityLabel, locale)}`}</span>
          ) : null}
        </h1>
        <PickersPanel
          choices={{
            Names: answer.Names,
            Forms: answer.Forms,
            Strengths: answer.Strengths,
            Quantities: answer.Quantities,
          }}
          fill={fillLine(answer, locale)}
        />
        {firstDrug ? (
          <AddToBasketSlot
            fill={{
              ndc: firstDrug.ndc,
              qty: firstDrug.qty,
              label: drugLabel,
              quantityLabel: quantity?.quantityLabel ?? '',
            }}
            location={search.location}
          />
        ) : null}
      </header>
      <SavingsTips savings={savings} state={search} />
      <ResultsToolbar
        count={choices.length}
        locationLabel={locationLabel}
        sort={search.sort}
        lowest={lowestUsd === null ? null : formatUsd(lowestUsd, locale)}
        searchKey={resultsUrl(search)}
      />
      <ResultsBody
        list={
          <PharmacyList choices={choices} location={search.location} answeredAtMs={answeredAtMs} />
        }
        // Every listed store is on the map; a folded row's stores share its id.
        mapRows={choices.flatMap(({ choice, stores }) =>
          stores.map((row) => mapRowOf(row, choice.nearestPharmacyId)),
        )}
        origin={answer.Origin}
      />
      <CoverageNote coverage={answer.Coverage} />
      {rows[0]?.pricing.isEstimate === false ? null : (
        <EstimateNote asOf={rows[0]?.pricing.costBasisAsOf ?? undefined} />
      )}
      {rows.length > 0 ? (
        <RememberSearchLater
          search={{ label: drugLabel, place: locationLabel, url: resultsUrl(search) }}
        />
      ) : null}
      <DiscountCardHost
        drugLabel={drugLabel}
        qty={
          firstDrug
            ? `${firstDrug.qty}${quantity ? ` ${quantityUnit(quantity.quantityLabel, locale)}` : ''}`
            : undefined
        }
        groupId={groupId}
        card={card}
      />
    </>
  );
}
