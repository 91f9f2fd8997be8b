'use client';

import { FieldErrorText, invalidFieldProps } from '@/components/ui/FieldErrorText';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent } from 'react';
import { autocompleteQuery, hasSuggestions } from '@/lib/client/queries';
import { useDebounced } from '@/lib/client/use-debounced';
import { looksLikeNdc } from '@/lib/domain/drug/ndc';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * Drug name input with suggestions (WAI-ARIA combobox with a listbox popup): arrows move, Enter
 * picks, Escape closes. An NDC typed here is searched as an NDC, so it gets no suggestions.
 */
export function DrugNameCombobox({ value, onChange, error }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const t = useTranslations('Search');
  const prefix = useDebounced(value, 150);
  // The typed value, not only the debounced one: an NDC hides suggestions at once.
  const suggestionsEnabled = open && !looksLikeNdc(value) && !looksLikeNdc(prefix);
  const { data } = useQuery({
    ...autocompleteQuery(prefix),
    enabled: suggestionsEnabled && hasSuggestions(prefix),
  });
  const names = suggestionsEnabled ? (data?.drugNames ?? []).map((n) => n.drugName) : [];
  const expanded = open && names.length > 0;

  function choose(name: string) {
    onChange(name);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && names.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % names.length);
    } else if (event.key === 'ArrowUp' && names.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? names.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(names[active] ?? value);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="field combobox">
      <label htmlFor={id}>{t('drugLabel')}</label>
      <input
        id={id}
        name="drug"
        type="text"
        role="combobox"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={t('drugPlaceholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        {...invalidFieldProps(`${id}-error`, error)}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        required
        maxLength={100}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        className="suggestions"
        hidden={!expanded}
      >
        {names.map((name, index) => (
          <li
            key={name}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            // mousedown, not click: it fires before the input's blur closes the list
            onMouseDown={(event) => {
              event.preventDefault();
              choose(name);
            }}
          >
            {name}
          </li>
        ))}
      </ul>
      <FieldErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
