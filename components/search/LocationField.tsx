'use client';

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

  function locate() {
    if (!('geolocation' in navigator)) {
      setGeoError('This browser cannot share its location; enter a ZIP code instead.');
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
        setGeoError('Could not get your location; enter a ZIP code instead.');
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="field">
      <label htmlFor={id}>ZIP code or city, state</label>
      <div className="location-row">
        <input
          id={id}
          name="location"
          type="text"
          inputMode="text"
          autoComplete="postal-code"
          enterKeyHint="search"
          placeholder={usingMyLocation ? 'Using your location' : 'e.g. 94110 or San Francisco, CA'}
          {...invalidFieldProps(`${id}-error`, message)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={100}
        />
        <button type="button" className="secondary" onClick={locate} disabled={locating}>
          {locating ? 'Locating…' : 'Use my location'}
        </button>
      </div>
      <FieldErrorText id={`${id}-error`} message={message} />
    </div>
  );
}
