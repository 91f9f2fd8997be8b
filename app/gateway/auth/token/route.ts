import { loginBodySchema } from '@/lib/domain/api/auth-bodies';
import { methodsNotAllowed } from '@/lib/server/http/method-not-allowed';
import { tokenPairRoute } from '../token-pair-route';

/** POST /gateway/auth/token — login (an extension: docs/auth.md, "API callers"): issues a family's first token pair. */
export const POST = tokenPairRoute(loginBodySchema, (tokens, body, clientKeyId) =>
  tokens.login(body.groupID, clientKeyId),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST');
