'use client';

import { useHydrated } from '@/lib/client/use-hydrated';

interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> {
  /** The group's class, for its look (`sort-toggle`, `view-toggle`). */
  className: string;
  /** The group's accessible name ("Sort by"). */
  label: string;
  /** A shorter name shown before the buttons ("Sort"); screen readers hear `label` instead. */
  caption?: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * One choice of a few as a row of toggle buttons, the chosen one pressed. The buttons wait for
 * hydration (`useHydrated`): a tap before then would be lost.
 */
export function ToggleButtons<T extends string>({
  className,
  label,
  caption,
  options,
  value,
  onChange,
}: Props<T>) {
  const hydrated = useHydrated();
  return (
    <div className={className} role="group" aria-label={label}>
      {caption ? <span aria-hidden="true">{caption}</span> : null}
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          disabled={!hydrated}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
