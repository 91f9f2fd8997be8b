import { authorizedSearch } from '@/lib/server/auth/caller';
import { findDrugsAnswer, validateFindDrugsQuery } from '@/lib/server/search/find-drugs-service';
import { conditionalJsonResponse, representationOf } from '@/lib/server/core/http-cache';
import { gatewayRoute } from '@/lib/server/http/gateway-route';
import { methodsNotAllowed } from '@/lib/server/http/method-not-allowed';

/**
 * GET /gateway/Drug/FindDrugs — docs/API.md "FindDrugs", authorised as docs/auth.md "API callers" says. Answers carry a strong
 * ETag and a 304 to a matching If-None-Match; `private, no-cache`: only the caller's own cache
 * may keep one, and it asks again (cheaply, by ETag) before each use.
 */
export const GET = gatewayRoute(async (request, context) => {
  const { query, provider } = await authorizedSearch(request, context, validateFindDrugsQuery);
  const answer = await findDrugsAnswer(context.services, query, provider);
  return conditionalJsonResponse(request, representationOf(answer), {
    'Cache-Control': 'private, no-cache',
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET');
