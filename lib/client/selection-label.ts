import { formatForm } from '@/lib/client/format';
import type { FindDrugsResponse, LocatedDrugQuantity } from '@/lib/domain/find-drugs';

/** How the selected fill reads in headings and on the card: "atorvastatin 20 mg tablet". */
export function selectionLabel(
  data: FindDrugsResponse,
  searchedName: string,
): { drugLabel: string; quantity: LocatedDrugQuantity | undefined } {
  const name = data.Names.find((n) => n.isSelected)?.drugName ?? searchedName;
  const strength = data.Strengths.find((s) => s.isSelected)?.strength.toLowerCase();
  const selectedForm = data.Forms.find((f) => f.isSelected)?.form;
  const form = selectedForm ? formatForm(selectedForm) : undefined;
  return {
    drugLabel: [name, strength, form].filter(Boolean).join(' '),
    quantity: data.Quantities.find((q) => q.isSelected),
  };
}

/** The selected fill as one line, for a phone's summary of the pickers: "20 mg · 30 tablets · tablet". */
export function fillLine(data: FindDrugsResponse): string {
  const strength = data.Strengths.find((s) => s.isSelected)?.strength.toLowerCase();
  const quantity = data.Quantities.find((q) => q.isSelected);
  const form = data.Forms.find((f) => f.isSelected)?.form;
  return [
    strength,
    quantity ? `${quantity.qty} ${quantity.quantityLabel}` : undefined,
    form ? formatForm(form) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}
