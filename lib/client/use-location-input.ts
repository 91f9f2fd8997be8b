import { useState } from 'react';
import {
  describeLocation,
  parseLocationText,
  type SearchLocation,
} from '@/lib/domain/place/location';

/**
 * The state behind a LocationField: the typed ZIP or "City, ST", or the browser's position when
 * "Use my location" was chosen (typing again forgets it).
 */
export function useLocationInput(initial: SearchLocation | null) {
  const [coords, setCoords] = useState<SearchLocation | null>(
    initial?.kind === 'coords' ? initial : null,
  );
  const [text, setText] = useState(
    initial && initial.kind !== 'coords' ? describeLocation(initial) : '',
  );
  return {
    /** The location given, or null when the text does not read as one (or nothing was given). */
    location: text.trim() ? parseLocationText(text) : coords,
    /** The props of LocationField. */
    field: {
      value: text,
      onChange: (next: string) => {
        setText(next);
        setCoords(null);
      },
      usingMyLocation: coords !== null && !text,
      onUseMyLocation: ({ lat, lon }: { lat: number; lon: number }) => {
        setCoords({ kind: 'coords', lat, lon });
        setText('');
      },
    },
  };
}
