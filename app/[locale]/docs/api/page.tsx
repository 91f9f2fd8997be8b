import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApiReference } from '@/components/docs/ApiReference';
import type { OpenApiDocument } from '@/components/docs/openapi-view';
import { openApiDocument } from '@/lib/server/openapi/document';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Metadata'))('apiTitle') };
}

// The same document /gateway/openapi.json serves, built once per process.
const document = openApiDocument() as unknown as OpenApiDocument;

/** The API reference, rendered on the server from the gateway's OpenAPI document (in English, as the API). */
export default function ApiReferencePage() {
  return (
    <main id="main" className="api-reference" lang="en">
      <ApiReference document={document} />
    </main>
  );
}
