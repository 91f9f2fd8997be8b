import { gatewayRoute, jsonResponse } from '@/lib/server/http/gateway-route';
import { openApiDocument } from '@/lib/server/openapi/document';
import { methodsNotAllowed } from '@/lib/server/http/method-not-allowed';

const document = openApiDocument();

/** GET /gateway/openapi.json — the API description, generated from the handlers' schemas. */
export const GET = gatewayRoute(async () =>
  jsonResponse(document, { headers: { 'Cache-Control': 'public, max-age=3600' } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET');
