import { memberIdOf } from '@/lib/server/auth/browser-sessions';
import { assertSameOrigin } from '@/lib/server/auth/caller';
import { gatewayRoute, jsonResponse } from '@/lib/server/http/gateway-route';
import { methodsNotAllowed } from '@/lib/server/http/method-not-allowed';

/** GET /gateway/session — the page's anonymous session: member id and groupID, never a token. */
export const GET = gatewayRoute(async (request, context) => {
  await assertSameOrigin(request, context);
  const session = await context.services.browserSessions.openFully(request, context);
  return jsonResponse(
    { memberId: memberIdOf(session.sessionId), groupID: session.groupId },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});

/**
 * DELETE /gateway/session — "Forget this device": the session is revoked and its cookie cleared
 * (204). The next page starts a new anonymous session, with a new member id.
 */
export const DELETE = gatewayRoute(async (request, context) => {
  await assertSameOrigin(request, context);
  await context.services.browserSessions.end(request, context);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});

export const { POST, PUT, PATCH, OPTIONS } = methodsNotAllowed('GET', 'DELETE');
