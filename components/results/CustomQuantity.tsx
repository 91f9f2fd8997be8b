'use client';

import { FieldErrorText, invalidFieldProps } from '@/components/ui/FieldErrorText';
import { useId, useState } from 'react';
import { isValidQuantity, MAX_QTY } from '@/lib/domain/quantity';

interface Props {
  initial: number | null;
  onApply: (qty: number) => void;
}

/** A quantity the pickers do not list, checked by the API's own rule before it is searched. */
export function CustomQuantity({ initial, onApply }: Props) {
  const id = useId();
  const [text, setText] = useState(initial === null ? '' : String(initial));
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const qty = Number(text);
    if (!isValidQuantity(qty)) {
      setError(`Enter a quantity above 0 and up to ${MAX_QTY}.`);
      return;
    }
    setError(null);
    onApply(qty);
  }

  return (
    <div className="field custom-qty">
      <label htmlFor={id}>Custom quantity</label>
      <div className="location-row">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={1}
          max={MAX_QTY}
          value={text}
          {...invalidFieldProps(`${id}-error`, error)}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" className="secondary" onClick={apply}>
          Apply
        </button>
      </div>
      <FieldErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
