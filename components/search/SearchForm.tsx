'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { SearchFieldErrors } from '@/lib/view/field-errors';
import { focusResultsOnArrival } from '@/lib/client/results-focus';
import { resultsUrl, type SearchState } from '@/lib/view/search-state';
import { useLocationInput } from '@/lib/client/use-location-input';
import { useRouter } from '@/lib/i18n/navigation';
import { PAGE_DEFAULT_SORT } from '@/lib/domain/query/sort';
import { DrugNameCombobox } from './DrugNameCombobox';
import { LocationField } from './LocationField';

interface Props {
  /** The current search, on the results page; the form starts empty on the home page. */
  current?: SearchState;
  serverErrors?: SearchFieldErrors;
  compact?: boolean;
}

/** Drug + location search; submitting navigates to the shareable results URL. */
export function SearchForm({ current, serverErrors, compact }: Props) {
  const router = useRouter();
  const t = useTranslations('Search');
  const [name, setName] = useState(current?.name ?? '');
  const place = useLocationInput(current?.location ?? null);
  const [errors, setErrors] = useState<SearchFieldErrors>({});
  const shown = { ...serverErrors, ...errors };

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: SearchFieldErrors = {};
    const trimmedName = name.trim();
    if (!trimmedName) next.drug = t('enterDrug');
    const { location } = place;
    if (!location) next.location = t('locationHelp');
    setErrors(next);
    if (next.drug || next.location || !location) return;
    const sameDrug = current && current.name.toLowerCase() === trimmedName.toLowerCase();
    focusResultsOnArrival();
    router.push(
      resultsUrl({
        name: trimmedName,
        location,
        form: sameDrug ? current.form : null,
        strength: sameDrug ? current.strength : null,
        qty: sameDrug ? current.qty : null,
        brand: sameDrug ? current.brand : null,
        sort: current?.sort ?? PAGE_DEFAULT_SORT,
      }),
    );
  }

  return (
    <form
      className={compact ? 'search-form compact' : 'search-form'}
      onSubmit={submit}
      noValidate
      role="search"
    >
      <DrugNameCombobox value={name} onChange={setName} error={shown.drug} />
      <LocationField {...place.field} error={shown.location} />
      <button type="submit" className="primary">
        {t('submit')}
      </button>
    </form>
  );
}
