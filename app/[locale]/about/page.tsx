import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'How prices are estimated — Rx Price Finder' };

export default function AboutPage() {
  return (
    <main id="main" className="prose">
      <h1>How we estimate prices</h1>
      <p>
        Every price on this site is an <strong>estimate</strong>, not a quote from the pharmacy.
        Pharmacies’ list prices (AWP), generic price lists (MAC), cash prices (U&amp;C) and
        discount-card contracts are not public, so we model them from the public CMS NADAC drug
        acquisition cost with fixed formulas for each chain and each store, calibrated to published
        prices such as Cost Plus Drugs’ cost-plus formula and Walmart’s $4 generics, and show the
        least of them, as discount cards do. The price at the counter may differ.
      </p>
      <p>
        Drug costs are the complete NADAC weekly file as of 2026-04-29 (about 30,000 NDCs). Each
        result says which date its estimate is built on.
      </p>
      <h2>Data sources</h2>
      <ul>
        <li>
          Drug acquisition costs: CMS National Average Drug Acquisition Cost (NADAC), public domain.
        </li>
        <li>
          Drug names, forms and strengths: FDA National Drug Code directory (2015), public domain.
        </li>
        <li>Search ranking: ClinCalc DrugStats Top 300 (2023 data), © ClinCalc.</li>
        <li>
          Pharmacy locations (2021–2023): All The Places (CC-0), US Digital Response univaf
          (Apache-2.0), CDC vaccines.gov open data, VaccinateCA. Some pharmacies may have closed
          since.
        </li>
        <li>ZIP code locations: GeoNames (CC BY 4.0) via the zipcodes package.</li>
        <li>Map tiles: © OpenStreetMap contributors.</li>
      </ul>
      <p>
        <Link href="/">Back to search</Link>
      </p>
    </main>
  );
}
