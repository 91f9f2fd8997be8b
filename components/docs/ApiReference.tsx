'use client';

import dynamic from 'next/dynamic';

// Scalar renders the document in the browser; loaded only on this page, never in other bundles.
const ScalarReference = dynamic(() => import('./ScalarReference'), {
  ssr: false,
  loading: () => <p className="map-loading">Loading the API reference…</p>,
});

/** The interactive reference of /gateway/openapi.json. */
export function ApiReference() {
  return <ScalarReference />;
}
