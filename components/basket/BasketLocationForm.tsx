'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { LocationField } from '@/components/search/LocationField';
import type { SearchLocation } from '@/lib/domain/place/location';
import { useLocationInput } from '@/lib/client/use-location-input';

interface Props {
  location: SearchLocation | null;
  /** The gateway's word on the location (an unknown ZIP), when it refused it. */
  serverError?: string;
  onSubmit: (location: SearchLocation) => void;
}

/** Where to compare pharmacies for the list: a ZIP, "City, ST" or the browser's position. */
export function BasketLocationForm({ location, serverError, onSubmit }: Props) {
  const place = useLocationInput(location);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(place.location ? null : t('Search.locationHelp'));
    if (place.location) onSubmit(place.location);
  }

  return (
    <form className="basket-location" onSubmit={submit} noValidate>
      <LocationField {...place.field} error={error ?? serverError} />
      <button type="submit" className="primary">
        {t('Basket.compare')}
      </button>
    </form>
  );
}
