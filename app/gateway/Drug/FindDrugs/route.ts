import { authenticateCaller, authorizeGroup, providerContextOf } from '@/lib/server/auth/caller';
import { findDrugs, validateFindDrugsQuery } from '@/lib/server/find-drugs-service';
import { gatewayRoute, jsonResponse } from '@/lib/server/http';
import { methodsNotAllowed } from '@/lib/server/other-methods';

/** GET /gateway/Drug/FindDrugs — CONTRACT §3, authorised per CONTRACT §2. */
export const GET = gatewayRoute(async (request, context) => {
  const caller = await authenticateCaller(request, context);
  const query = validateFindDrugsQuery(new URL(request.url).searchParams);
  authorizeGroup(caller, query.groupId);
  const body = await findDrugs(query, providerContextOf(caller, context));
  return jsonResponse(body, { headers: { 'Cache-Control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET');
