import 'server-only';
import { cache } from 'react';
import type { FoundPharmacy } from '@/lib/domain/place/pharmacy-place';
import { container } from '../runtime/container';

/**
 * The pharmacy a page names, for a page opened with no medicine to price: its name, place, hours
 * and phone still show. Null when the price source cannot look a pharmacy up on its own (an
 * upstream knows pharmacies only through a price search) or has no such pharmacy. Memoised per
 * request, so the page and its metadata share one lookup.
 */
export const loadPharmacy = cache((id: string): FoundPharmacy | null => {
  const { provider } = container();
  return provider.findPharmacy?.(id) ?? null;
});
