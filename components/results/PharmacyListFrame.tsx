'use client';

import { startTransition, useEffect, useState, type ReactNode } from 'react';

interface Props {
  label: string;
  /** The rows in the server's HTML. */
  first: ReactNode;
  /** The rows rendered once the page has hydrated, or null when there are none. */
  later: ReactNode;
}

/**
 * The list of rows: the first ones as the server rendered them, the rest added once the page has
 * hydrated, as a transition (short slices that leave the main thread free for a tap). They come
 * with the page's RSC payload, so no request is made; the browser's first paint just has less
 * HTML to parse and lay out. The list says it is busy until they are in.
 */
export function PharmacyListFrame({ label, first, later }: Props) {
  const [laterShown, setLaterShown] = useState(later === null);
  useEffect(() => {
    if (!laterShown) startTransition(() => setLaterShown(true));
  }, [laterShown]);
  return (
    <ol className="pharmacy-list" aria-label={label} aria-busy={!laterShown}>
      {first}
      {laterShown ? later : null}
    </ol>
  );
}
