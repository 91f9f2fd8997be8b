'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { PickerSelect } from '@/components/ui/PickerSelect';
import { formatForm } from '@/lib/view/format';
import { quantityUnit, strengthLabel } from '@/lib/i18n/dose-forms';
import type { FindDrugsResponse } from '@/lib/domain/api/find-drugs';
import type { SearchState } from '@/lib/view/search-state';
import { CustomQuantity } from './CustomQuantity';

/** The alternatives an answer offers for its fill. */
export type PickerChoices = Pick<FindDrugsResponse, 'Names' | 'Forms' | 'Strengths' | 'Quantities'>;

interface Props {
  id?: string;
  data: PickerChoices;
  onChange: (patch: Partial<SearchState>) => void;
}

const CUSTOM = 'custom';
const nameValue = (n: { brandGeneric: string; drugName: string }) =>
  `${n.brandGeneric}:${n.drugName}`;

/** Brand/generic, form, strength and quantity choices, from the response's alternatives. */
export function Pickers({ id, data, onChange }: Props) {
  const selectedName = data.Names.find((n) => n.isSelected);
  const selectedQty = data.Quantities.find((q) => q.isSelected);
  const [customOpen, setCustomOpen] = useState(false);
  const locale = useLocale();
  const t = useTranslations('Pickers');
  // A form or strength picked replaces what the searched name said ("bupropion XL" → SR tablets):
  // the search continues under the name the answer lists, which carries no such qualifier.
  const asListed = selectedName ? { name: selectedName.drugName } : {};

  return (
    <div id={id} className="pickers" aria-label={t('group')} role="group">
      {data.Names.length > 1 ? (
        <PickerSelect
          label={t('brandOrGeneric')}
          value={selectedName ? nameValue(selectedName) : ''}
          options={data.Names.map((n) => ({
            value: nameValue(n),
            label: t(n.brandGeneric === 'B' ? 'brand' : 'generic', { name: n.drugName }),
          }))}
          onChange={(value) => {
            const [brandGeneric, ...rest] = value.split(':');
            onChange({
              name: rest.join(':'),
              brand: brandGeneric === 'B' ? 'B' : 'G',
              form: null,
              strength: null,
            });
          }}
        />
      ) : null}
      <PickerSelect
        label={t('form')}
        value={data.Forms.find((f) => f.isSelected)?.form ?? ''}
        options={data.Forms.map((f) => ({ value: f.form, label: formatForm(f.form, locale) }))}
        onChange={(form) => onChange({ ...asListed, form, strength: null })}
      />
      <PickerSelect
        label={t('strength')}
        value={data.Strengths.find((s) => s.isSelected)?.strength ?? ''}
        options={data.Strengths.map((s) => ({
          value: s.strength,
          label: strengthLabel(s.strength, locale),
        }))}
        onChange={(strength) => onChange({ ...asListed, strength })}
      />
      <PickerSelect
        label={t('quantity')}
        value={customOpen ? CUSTOM : String(selectedQty?.qty ?? '')}
        options={[
          ...data.Quantities.map((q) => ({
            value: String(q.qty),
            label: `${q.qty} ${quantityUnit(q.quantityLabel, locale)}`,
          })),
          { value: CUSTOM, label: t('customOption') },
        ]}
        onChange={(value) => {
          setCustomOpen(value === CUSTOM);
          if (value !== CUSTOM) onChange({ qty: Number(value) });
        }}
      />
      {customOpen ? (
        <CustomQuantity
          initial={selectedQty?.qty ?? null}
          onApply={(qty) => {
            setCustomOpen(false);
            onChange({ qty });
          }}
        />
      ) : null}
    </div>
  );
}
