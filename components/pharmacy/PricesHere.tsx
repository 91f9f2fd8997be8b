import type { BasketPharmacy, FindBasketAnswer } from '@/lib/domain/basket';
import { quantityText } from '@/lib/client/basket-labels';
import { formatUsd } from '@/lib/client/format';

interface Props {
  data: FindBasketAnswer;
  row: BasketPharmacy;
  labels: readonly string[];
}

/** What each medicine costs at this pharmacy, and the total of those it prices. */
export function PricesHere({ data, row, labels }: Props) {
  return (
    <section className="prices-here" aria-labelledby="prices-here-title">
      <h2 id="prices-here-title">Prices here</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Medicine</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {data.Items.map((item, index) => {
            const pricing = row.prices[index];
            return (
              <tr key={item.ndc} data-ndc={item.ndc}>
                <th scope="row">{labels[index]}</th>
                <td>{quantityText(item, data.Items)}</td>
                <td className="price-cell">
                  {pricing ? formatUsd(pricing.price) : 'No price here'}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total{row.missingItems.length > 0 ? ' of the medicines priced here' : ''}
            </th>
            <td className="price-cell">{formatUsd(row.totalUsd)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
