import L from 'leaflet';
import { formatUsd } from '@/lib/view/format';

/** Price labels as HTML markers: no image URLs, so nothing breaks under the bundler. */
function priceIcon(price: number, highlighted: boolean, locale: string): L.DivIcon {
  return L.divIcon({
    className: highlighted ? 'price-marker highlighted' : 'price-marker',
    html: `<span>${formatUsd(price, locale)}</span>`,
    iconSize: undefined,
    iconAnchor: [28, 34],
  });
}

/** Pharmacies too close to label one by one at this zoom: how many, and the lowest price. */
function clusterIcon(count: number, lowestPrice: number, locale: string): L.DivIcon {
  const from = locale === 'es' ? 'desde' : 'from';
  return L.divIcon({
    className: 'price-cluster',
    html: `<span data-count="${count}"><b>${count}</b> ${from} ${formatUsd(lowestPrice, locale)}</span>`,
    iconSize: undefined,
    iconAnchor: [40, 34],
  });
}

/**
 * Icons by what they show, in the page's language. A re-render (every hover) then hands Leaflet the same icon object,
 * and it keeps the marker's element instead of rebuilding it under the pointer.
 */
export function createIconCache(locale = 'en') {
  const icons = new Map<string, L.DivIcon>();
  const cached = (key: string, make: () => L.DivIcon): L.DivIcon => {
    let icon = icons.get(key);
    if (!icon) icons.set(key, (icon = make()));
    return icon;
  };
  return {
    price: (price: number, highlighted: boolean) =>
      cached(`p|${price}|${highlighted}`, () => priceIcon(price, highlighted, locale)),
    cluster: (count: number, lowestPrice: number) =>
      cached(`c|${count}|${lowestPrice}`, () => clusterIcon(count, lowestPrice, locale)),
  };
}
