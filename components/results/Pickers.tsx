'use client';

import { useId, useState } from 'react';
import type { FindDrugsResponse } from '@/lib/domain/find-drugs';
import type { SearchState } from '@/lib/client/search-state';

interface Props {
  data: FindDrugsResponse;
  onChange: (patch: Partial<SearchState>) => void;
}

const MAX_QTY = 10_000;

/** Brand/generic, form, strength and quantity choices, from the response's alternatives. */
export function Pickers({ data, onChange }: Props) {
  const id = useId();
  const selectedName = data.Names.find((n) => n.isSelected);
  const selectedForm = data.Forms.find((f) => f.isSelected);
  const selectedStrength = data.Strengths.find((s) => s.isSelected);
  const selectedQty = data.Quantities.find((q) => q.isSelected);
  const [customOpen, setCustomOpen] = useState(false);
  const [customText, setCustomText] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);

  function applyCustom() {
    const qty = Number(customText);
    if (!Number.isFinite(qty) || qty <= 0 || qty > MAX_QTY) {
      setCustomError(`Enter a quantity above 0 and up to ${MAX_QTY}.`);
      return;
    }
    setCustomError(null);
    setCustomOpen(false);
    onChange({ qty });
  }

  return (
    <div className="pickers" aria-label="Prescription details" role="group">
      {data.Names.length > 1 ? (
        <div className="field">
          <label htmlFor={`${id}-name`}>Brand or generic</label>
          <select
            id={`${id}-name`}
            value={selectedName ? `${selectedName.brandGeneric}:${selectedName.drugName}` : ''}
            onChange={(event) => {
              const [brandGeneric, ...rest] = event.target.value.split(':');
              onChange({
                name: rest.join(':'),
                brand: brandGeneric === 'B' ? 'B' : 'G',
                form: null,
                strength: null,
              });
            }}
          >
            {data.Names.map((n) => (
              <option
                key={`${n.brandGeneric}:${n.drugName}`}
                value={`${n.brandGeneric}:${n.drugName}`}
              >
                {n.drugName} ({n.brandGeneric === 'B' ? 'brand' : 'generic'})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-form`}>Form</label>
        <select
          id={`${id}-form`}
          value={selectedForm?.form ?? ''}
          onChange={(event) => onChange({ form: event.target.value, strength: null })}
        >
          {data.Forms.map((f) => (
            <option key={f.form} value={f.form}>
              {f.form.toLowerCase()}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-strength`}>Strength</label>
        <select
          id={`${id}-strength`}
          value={selectedStrength?.strength ?? ''}
          onChange={(event) => onChange({ strength: event.target.value })}
        >
          {data.Strengths.map((s) => (
            <option key={s.strength} value={s.strength}>
              {s.strength.toLowerCase()}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-qty`}>Quantity</label>
        <select
          id={`${id}-qty`}
          value={customOpen ? 'custom' : String(selectedQty?.qty ?? '')}
          onChange={(event) => {
            if (event.target.value === 'custom') {
              setCustomOpen(true);
              setCustomText(selectedQty ? String(selectedQty.qty) : '');
            } else {
              setCustomOpen(false);
              onChange({ qty: Number(event.target.value) });
            }
          }}
        >
          {data.Quantities.map((q) => (
            <option key={q.qty} value={String(q.qty)}>
              {q.qty} {q.quantityLabel}
            </option>
          ))}
          <option value="custom">Custom quantity…</option>
        </select>
      </div>
      {customOpen ? (
        <div className="field custom-qty">
          <label htmlFor={`${id}-custom`}>Custom quantity</label>
          <div className="location-row">
            <input
              id={`${id}-custom`}
              type="number"
              inputMode="decimal"
              min={1}
              max={MAX_QTY}
              value={customText}
              aria-invalid={customError ? true : undefined}
              aria-describedby={customError ? `${id}-custom-error` : undefined}
              onChange={(event) => setCustomText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyCustom();
                }
              }}
            />
            <button type="button" className="secondary" onClick={applyCustom}>
              Apply
            </button>
          </div>
          {customError ? (
            <p id={`${id}-custom-error`} className="field-error" role="alert">
              {customError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
