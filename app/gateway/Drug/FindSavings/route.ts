import { authorizedSearch } from '@/lib/server/auth/caller';
import { validateFindDrugsQuery } from '@/lib/server/search/find-drugs-service';
import { gatewayRoute, jsonResponse } from '@/lib/server/http/gateway-route';
import { methodsNotAllowed } from '@/lib/server/http/method-not-allowed';
import { findSavings } from '@/lib/server/search/savings-service';

/** GET /gateway/Drug/FindSavings — FindDrugs' parameters; the savings that hold (docs/API.md). */
export const GET = gatewayRoute(async (request, context) => {
  const { query, provider } = await authorizedSearch(request, context, validateFindDrugsQuery);
  const body = await findSavings(context.services, query, provider);
  return jsonResponse(body, { headers: { 'Cache-Control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET');
