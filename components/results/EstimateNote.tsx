import Link from 'next/link';

/** Every price shown is modelled: say so beside the prices, with the cost basis date. */
export function EstimateNote({ asOf }: { asOf: string | undefined }) {
  return (
    <p className="estimate-note">
      Prices are estimates modelled from public CMS NADAC drug acquisition costs
      {asOf ? ` (as of ${asOf})` : ''}, not quotes. The price at the counter may differ.{' '}
      <Link href="/about">How we estimate prices and data sources</Link>
    </p>
  );
}
