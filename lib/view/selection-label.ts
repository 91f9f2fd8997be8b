import { formatForm } from '@/lib/view/format';
import { quantityUnit, strengthLabel } from '@/lib/i18n/dose-forms';
import type { FindDrugsResponse, LocatedDrugQuantity } from '@/lib/domain/api/find-drugs';

/** How the selected fill reads in headings and on the card: "atorvastatin 20 mg tablet". */
export function selectionLabel(
  data: FindDrugsResponse,
  searchedName: string,
  locale = 'en',
): { drugLabel: string; quantity: LocatedDrugQuantity | undefined } {
  const name = data.Names.find((n) => n.isSelected)?.drugName ?? searchedName;
  const selected = data.Strengths.find((s) => s.isSelected)?.strength;
  const strength = selected ? strengthLabel(selected, locale) : undefined;
  const selectedForm = data.Forms.find((f) => f.isSelected)?.form;
  const form = selectedForm ? formatForm(selectedForm, locale) : undefined;
  return {
    drugLabel: [name, strength, form].filter(Boolean).join(' '),
    quantity: data.Quantities.find((q) => q.isSelected),
  };
}

/** The selected fill as one line, for a phone's summary of the pickers: "20 mg · 30 tablets · tablet". */
export function fillLine(data: FindDrugsResponse, locale = 'en'): string {
  const selected = data.Strengths.find((s) => s.isSelected)?.strength;
  const strength = selected ? strengthLabel(selected, locale) : undefined;
  const quantity = data.Quantities.find((q) => q.isSelected);
  const form = data.Forms.find((f) => f.isSelected)?.form;
  return [
    strength,
    quantity ? `${quantity.qty} ${quantityUnit(quantity.quantityLabel, locale)}` : undefined,
    form ? formatForm(form, locale) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}
