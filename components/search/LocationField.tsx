'use client';

import { useTranslations } from 'next-intl';
import { FieldErrorText, invalidFieldProps } from '@/components/ui/FieldErrorText';
import { useId, useState } from 'react';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onUseMyLocation: (coords: { lat: number; lon: number }) => void;
  usingMyLocation: boolean;
  error?: string;
}

/** ZIP or "City, ST", with a button that asks the browser for the current position instead. */
export function LocationField({ value, onChange, onUseMyLocation, usingMyLocation, error }: Props) {
  const id = useId();
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const message = error ?? geoError;
  const t = useTranslations('Search');

  function locate() {
    if (!('geolocation' in navigator)) {
      setGeoError(t('noGeolocation'));
      return;
    }
    setLocating(true);
    setGeoError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onUseMyLocation({ lat: position.coords.latitude, lon: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setGeoError(t('geolocationFailed'));
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="field">
      <label htmlFor={id}>{t('locationLabel')}</label>
      <div className="location-row">
        <input
          id={id}
          name="location"
          type="text"
          inputMode="text"
          autoComplete="postal-code"
          enterKeyHint="search"
          placeholder={usingMyLocation ? t('usingYourLocation') : t('locationPlaceholder')}
          {...invalidFieldProps(`${id}-error`, message)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={100}
        />
        <button type="button" className="secondary" onClick={locate} disabled={locating}>
          {locating ? t('locating') : t('useMyLocation')}
        </button>
      </div>
      <FieldErrorText id={`${id}-error`} message={message} />
    </div>
  );
}
