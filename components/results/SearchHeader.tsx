'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { SearchForm } from '@/components/search/SearchForm';
import type { SearchFieldErrors } from '@/lib/view/field-errors';
import type { SearchState } from '@/lib/view/search-state';
import { useDisclosure } from '@/lib/client/use-disclosure';
import { describeLocation } from '@/lib/domain/place/location';

interface Props {
  /** The search as the form should show it (a corrected name already put in). */
  current: SearchState;
  fieldErrors: SearchFieldErrors;
}

/**
 * The search form at the top of the results. On a phone it folds into one line in the header
 * (drug and place) that opens it, and it opens by itself when a field needs correcting; a wider
 * screen shows it open, as before.
 */
export function SearchHeader({ current, fieldErrors }: Props) {
  const needsCorrection = Boolean(fieldErrors.drug || fieldErrors.location);
  const { open, panelId, toggleProps } = useDisclosure(needsCorrection);
  const slot = useRef<HTMLDivElement>(null);
  const t = useTranslations('Search');
  const yourLocation = useTranslations('Common')('yourLocation');
  const place = current.location ? describeLocation(current.location, yourLocation) : null;

  const openedByTap = useRef(false);
  useEffect(() => {
    // Opening by a tap puts the cursor in the drug field, ready to type.
    if (open && openedByTap.current) slot.current?.querySelector('input')?.focus();
  }, [open]);

  return (
    <div className={open ? 'search-summary open' : 'search-summary'}>
      <button
        className="search-line"
        {...toggleProps}
        onClick={() => {
          openedByTap.current = !open;
          toggleProps.onClick();
        }}
      >
        <span className="search-line-text">
          {current.name}
          {place ? ` · ${place}` : null}
        </span>
        <span className="search-line-action">
          {t('change')}
          <span className="visually-hidden">{t('changeSearch')}</span>
        </span>
      </button>
      <div id={panelId} className="search-form-slot" ref={slot}>
        <SearchForm
          key={`${current.name}|${place ?? ''}`}
          current={current}
          serverErrors={fieldErrors}
          compact
        />
      </div>
    </div>
  );
}
