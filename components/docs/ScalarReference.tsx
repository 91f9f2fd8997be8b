'use client';

import '@scalar/api-reference-react/style.css';
import { ApiReferenceReact } from '@scalar/api-reference-react';

/** Scalar, configured to work offline and under the site's CSP: no web fonts, no proxy, no CDN. */
export default function ScalarReference() {
  return (
    <ApiReferenceReact
      configuration={{
        url: '/gateway/openapi.json',
        withDefaultFonts: false,
        hideClientButton: true,
        hideDownloadButton: false,
        telemetry: false,
        // Its AI agent turns itself on for localhost and calls Scalar's servers: not here.
        agent: { disabled: true },
      }}
    />
  );
}
