'use client';

import { useTranslations } from 'next-intl';
import { FieldErrorText, invalidFieldProps } from '@/components/ui/FieldErrorText';
import { useEffect, useId, useRef, useState } from 'react';
import { isValidQuantity, MAX_QTY } from '@/lib/domain/query/quantity';

interface Props {
  initial: number | null;
  onApply: (qty: number) => void;
}

/** A quantity the pickers do not list, checked by the API's own rule before it is searched. */
export function CustomQuantity({ initial, onApply }: Props) {
  const id = useId();
  const [text, setText] = useState(initial === null ? '' : String(initial));
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations('Pickers');
  const input = useRef<HTMLInputElement>(null);
  // It appears when "Custom quantity…" is chosen: the cursor goes where the quantity is typed.
  useEffect(() => input.current?.focus(), []);

  function apply() {
    const qty = Number(text);
    if (!isValidQuantity(qty)) {
      setError(t('invalidQty', { max: String(MAX_QTY) }));
      return;
    }
    setError(null);
    onApply(qty);
  }

  return (
    <div className="field custom-qty">
      <label htmlFor={id}>{t('custom')}</label>
      <div className="location-row">
        <input
          ref={input}
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
          {t('apply')}
        </button>
      </div>
      <FieldErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
