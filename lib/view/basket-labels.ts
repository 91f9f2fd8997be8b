import { formatForm } from '@/lib/view/format';
import { quantityUnit, strengthLabel } from '@/lib/i18n/dose-forms';
import type { BasketItemAnswer } from '@/lib/domain/basket/basket';
import type { BasketItemRef } from '@/lib/domain/basket/basket-item';

/**
 * How a basket item reads: as the price source names it ("atorvastatin 20 mg tablet"), else as
 * it was saved, else by its NDC (a shared link carries only NDCs and quantities).
 */
export function itemLabel(
  item: BasketItemRef,
  answers: readonly BasketItemAnswer[] | undefined,
  saved?: ReadonlyArray<BasketItemRef & { label: string }>,
  locale = 'en',
): string {
  const answer = answers?.find((a) => a.ndc === item.ndc);
  if (answer?.drugName) {
    return [
      answer.drugName,
      answer.strength ? strengthLabel(answer.strength, locale) : undefined,
      answer.form ? formatForm(answer.form, locale) : undefined,
    ]
      .filter(Boolean)
      .join(' ');
  }
  return saved?.find((s) => s.ndc === item.ndc)?.label ?? `NDC ${item.ndc}`;
}

/** "30 tablets", or "30" when the unit is not known yet. */
export function quantityText(
  item: BasketItemRef,
  answers: readonly BasketItemAnswer[] | undefined,
  saved?: ReadonlyArray<BasketItemRef & { quantityLabel: string }>,
  locale = 'en',
): string {
  const unit =
    answers?.find((a) => a.ndc === item.ndc)?.quantityLabel ??
    saved?.find((s) => s.ndc === item.ndc)?.quantityLabel ??
    '';
  return `${item.qty}${unit ? ` ${quantityUnit(unit, locale)}` : ''}`;
}
