import { authenticateCaller } from '@/lib/server/auth/caller';
import { findDrugs, validateFindDrugsQuery } from '@/lib/server/find-drugs-service';
import { gatewayRoute, jsonResponse } from '@/lib/server/http';

/** GET /gateway/Drug/FindDrugs — CONTRACT §3. */
export const GET = gatewayRoute(async (request) => {
  await authenticateCaller(request);
  const query = validateFindDrugsQuery(new URL(request.url).searchParams);
  const body = await findDrugs(query);
  return jsonResponse(body, { headers: { 'Cache-Control': 'no-store' } });
});
