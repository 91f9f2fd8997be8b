import { authorizedSearch } from '@/lib/server/auth/caller';
import { findBasket, validateFindBasketQuery } from '@/lib/server/search/find-basket-service';
import { gatewayRoute, jsonResponse } from '@/lib/server/http/gateway-route';
import { methodsNotAllowed } from '@/lib/server/http/method-not-allowed';

/** GET /gateway/Drug/FindBasket — a list of medicines priced at nearby pharmacies (docs/API.md). */
export const GET = gatewayRoute(async (request, context) => {
  const { query, provider } = await authorizedSearch(request, context, validateFindBasketQuery);
  const body = await findBasket(context.services, query, provider);
  return jsonResponse(body, { headers: { 'Cache-Control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET');
