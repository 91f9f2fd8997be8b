import { refreshBodySchema } from '@/lib/domain/api/auth-bodies';
import { methodsNotAllowed } from '@/lib/server/http/method-not-allowed';
import { tokenPairRoute } from '../token-pair-route';

/** POST /gateway/auth/refresh — rotates a refresh token (docs/auth.md, "Tokens"). */
export const POST = tokenPairRoute(refreshBodySchema, (tokens, body, clientKeyId) =>
  tokens.refresh(body.refreshToken, clientKeyId),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST');
