import type { Metadata } from 'next';
import { ApiReference } from '@/components/docs/ApiReference';

export const metadata: Metadata = { title: 'Gateway API reference — Rx Price Finder' };

/** The API reference, rendered from /gateway/openapi.json. */
export default function ApiReferencePage() {
  return (
    <main id="main" className="api-reference">
      <ApiReference />
    </main>
  );
}
