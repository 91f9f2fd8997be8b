import type { Metadata } from 'next';
import { ApiReference } from '@/components/docs/ApiReference';
import type { OpenApiDocument } from '@/components/docs/openapi-view';
import { openApiDocument } from '@/lib/server/openapi/document';

export const metadata: Metadata = { title: 'Gateway API reference — Rx Price Finder' };

// The same document /gateway/openapi.json serves, built once per process.
const document = openApiDocument() as unknown as OpenApiDocument;

/** The API reference, rendered on the server from the gateway's OpenAPI document. */
export default function ApiReferencePage() {
  return (
    <main id="main" className="api-reference">
      <ApiReference document={document} />
    </main>
  );
}
