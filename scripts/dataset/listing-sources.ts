import type { ListingSource } from '../../lib/domain/dataset/dataset-schema';

/**
 * Every pharmacy source the build reads, with the date its listing describes (the scrape, release
 * or snapshot date in ../shared/data/pharmacies/SOURCES.md). pharmacies.json carries this table,
 * and the API gives each pharmacy's as `listingAsOf`, so nobody takes a 2017 listing for today's.
 */
export const LISTING_SOURCES: Readonly<Record<string, ListingSource>> = {
  'atp-walgreens': { asOf: '2021-12-11', title: 'All The Places, Walgreens store locator' },
  'atp-walmart': { asOf: '2021-12-11', title: 'All The Places, Walmart store locator' },
  'atp-sams_club': { asOf: '2021-12-11', title: "All The Places, Sam's Club store locator" },
  'univaf-albertsons': { asOf: '2022-06-09', title: 'univaf, Albertsons pharmacy pages' },
  'univaf-haggen': { asOf: '2022-06-09', title: 'univaf, Haggen list (CDC data)' },
  'univaf-hyvee': { asOf: '2023-05-16', title: 'univaf, Hy-Vee pharmacy search' },
  'univaf-heb': { asOf: '2022-12-15', title: 'univaf, H-E-B pharmacy locations' },
  'univaf-walgreens-nj': { asOf: '2021-04-02', title: 'univaf, New Jersey vaccine providers' },
  'cdc-vaccines-gov-ak': { asOf: '2022-06-23', title: 'CDC vaccines.gov (Alaska)' },
  vaccinateca: { asOf: '2021-03-01', title: 'VaccinateCA (California)' },
  'cvs-2021-11': { asOf: '2021-11-20', title: 'CVS store locator' },
  'goodneighbor-2017': { asOf: '2017-05-18', title: 'Good Neighbor Pharmacy store locator' },
  'thriftywhite-2017': { asOf: '2017-05-19', title: 'Thrifty White store locator' },
  'discountdrugmart-2017': { asOf: '2017-05-18', title: 'Discount Drug Mart store locator' },
  'ny-medicaid-2025': { asOf: '2025-10-27', title: 'New York Medicaid (eMedNY) pharmacy list' },
  'kroger-2025': { asOf: '2025-10-28', title: 'Kroger store locator (all banners)' },
  'costco-2022': { asOf: '2022-05-03', title: 'Costco warehouse list with pharmacy service' },
  'meijer-2018': { asOf: '2018-07-02', title: 'Meijer store locator (pharmacy phone and hours)' },
  'wegmans-2025': { asOf: '2025-11-11', title: 'Wegmans store list (pharmacy flag)' },
  'cms-2026': { asOf: '2026-05-31', title: 'CMS Medicare pharmacy registry (storefront points)' },
  'walgreens-2021-04': {
    asOf: '2021-04-16',
    title: 'Walgreens stores on the CDC vaccine program list',
  },
};
