'use client';

import { useId } from 'react';

interface PickerOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  value: string;
  options: readonly PickerOption[];
  onChange: (value: string) => void;
}

/** A labelled native select: the most usable picker on phones and for screen readers. */
export function PickerSelect({ label, value, options, onChange }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
