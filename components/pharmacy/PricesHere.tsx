import { useLocale, useTranslations } from 'next-intl';
import type { BasketPharmacy, FindBasketAnswer } from '@/lib/domain/basket/basket';
import { quantityText } from '@/lib/view/basket-labels';
import { formatUsd } from '@/lib/view/format';

interface Props {
  data: FindBasketAnswer;
  row: BasketPharmacy;
  labels: readonly string[];
}

/** What each medicine costs at this pharmacy, and the total of those it prices. */
export function PricesHere({ data, row, labels }: Props) {
  const t = useTranslations('Pharmacy');
  const locale = useLocale();
  return (
    <section className="prices-here" aria-labelledby="prices-here-title">
      <h2 id="prices-here-title">{t('pricesHere')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('medicine')}</th>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('price')}</th>
          </tr>
        </thead>
        <tbody>
          {data.Items.map((item, index) => {
            const pricing = row.prices[index];
            return (
              <tr key={item.ndc} data-ndc={item.ndc}>
                <th scope="row">{labels[index]}</th>
                <td>{quantityText(item, data.Items, undefined, locale)}</td>
                <td className="price-cell">
                  {pricing ? formatUsd(pricing.price, locale) : t('noPriceHere')}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {row.missingItems.length > 0 ? t('totalPriced') : t('total')}
            </th>
            <td className="price-cell">{formatUsd(row.totalUsd, locale)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
