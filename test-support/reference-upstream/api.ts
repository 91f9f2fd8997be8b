import { parseFindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { GROUP_ID_PATTERN } from '@/lib/domain/api/group-id';
import type { Gazetteer } from '@/lib/domain/place/location';
import { isRequestValidationError } from '@/lib/domain/api/validation';
import { isTokenError } from '@/lib/server/core/token-error';
import { clientKeyIdOf, type TokenService } from '@/lib/server/auth/tokens';
import type { TokenStore } from '@/lib/server/auth/store/types';
import { isApiError } from '@/lib/server/core/api-error';
import type { EmbeddedProvider } from '@/lib/server/providers/embedded/provider';
import { toUpstreamStyle } from './dialect';

/** An answer before faults are applied: a status and a JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface ReferenceApiDeps {
  provider: EmbeddedProvider;
  gazetteer: Gazetteer;
  tokens: TokenService;
  tokenStore: TokenStore;
  clientKeys: ReadonlySet<string>;
}

/** The upstream's own error style: `{ message, code }`, not problem+json. */
const failure = (status: number, code: string, message: string): Answer => ({
  status,
  body: { message, code },
});

/**
 * The reference upstream's endpoints over the embedded provider and our TokenService (with its
 * own secret and store, so its tokens and ours never mix). Requests carry the client key; data
 * calls also a Bearer access token whose group must be the query's groupID.
 */
export class ReferenceApi {
  private readonly families = new Set<string>();
  /** Access tokens issued since the last expiry, and those declared expired. */
  private readonly liveAccessTokens = new Set<string>();
  private readonly expiredAccessTokens = new Set<string>();

  constructor(private readonly deps: ReferenceApiDeps) {}

  async login(headers: Headers, body: unknown): Promise<Answer> {
    const clientKeyId = this.clientKeyId(headers);
    if (!clientKeyId) return failure(401, 'INVALID_CLIENT_KEY', 'Unknown client key.');
    const groupId = (body as { groupID?: unknown } | null)?.groupID;
    if (typeof groupId !== 'string' || !GROUP_ID_PATTERN.test(groupId)) {
      return failure(400, 'INVALID_GROUP_ID', 'groupID is required.');
    }
    const pair = await this.deps.tokens.login(groupId, clientKeyId);
    this.families.add((await this.deps.tokens.verifyAccessToken(pair.accessToken)).familyId);
    this.liveAccessTokens.add(pair.accessToken);
    return { status: 200, body: pair };
  }

  async refresh(headers: Headers, body: unknown): Promise<Answer> {
    const clientKeyId = this.clientKeyId(headers);
    if (!clientKeyId) return failure(401, 'INVALID_CLIENT_KEY', 'Unknown client key.');
    const refreshToken = (body as { refreshToken?: unknown } | null)?.refreshToken;
    if (typeof refreshToken !== 'string') {
      return failure(400, 'INVALID_REQUEST', 'refreshToken is required.');
    }
    try {
      const pair = await this.deps.tokens.refresh(refreshToken, clientKeyId);
      this.liveAccessTokens.add(pair.accessToken);
      return { status: 200, body: pair };
    } catch (err) {
      if (!isTokenError(err)) throw err;
      return failure(401, 'INVALID_REFRESH_TOKEN', `Refresh token rejected: ${err.reason}.`);
    }
  }

  /** FindDrugs; `unpricedShare` of the pharmacy-and-NDC pairs are sent as "not available". */
  async findDrugs(headers: Headers, params: URLSearchParams, unpricedShare = 0): Promise<Answer> {
    const denied = await this.authorize(headers, params.get('groupID'));
    if (denied) return denied;
    try {
      const query = parseFindDrugsQuery(params, this.deps.gazetteer);
      const answer = await this.deps.provider.findDrugs(query);
      return { status: 200, body: toUpstreamStyle(answer, unpricedShare) };
    } catch (err) {
      if (isRequestValidationError(err)) {
        const list = err.fieldErrors.map((e) => `${e.parameter} ${e.message}`).join('; ');
        return failure(400, 'INVALID_PARAMETERS', `Invalid parameters: ${list}.`);
      }
      if (isApiError(err) && err.status === 404) {
        return failure(404, err.slug.toUpperCase().replace(/-/g, '_'), err.detail);
      }
      throw err;
    }
  }

  async autocomplete(headers: Headers, params: URLSearchParams): Promise<Answer> {
    const denied = await this.authorize(headers, null);
    if (denied) return denied;
    const prefixText = params.get('prefixText')?.trim() ?? '';
    if (!prefixText) return failure(400, 'INVALID_PARAMETERS', 'prefixText is required.');
    const names = await this.deps.provider.suggestDrugNames(prefixText, 10);
    return { status: 200, body: { drugNames: names.map((drugName) => ({ drugName })) } };
  }

  /** Every access token issued so far is refused as expired; their refresh tokens still work. */
  expireAccessTokens(): void {
    for (const token of this.liveAccessTokens) this.expiredAccessTokens.add(token);
    this.liveAccessTokens.clear();
  }

  /** Revokes every login so far: each access and refresh token stops working (401). */
  async revokeLogins(): Promise<void> {
    for (const familyId of this.families) {
      await this.deps.tokenStore.revokeFamily(familyId, Date.now());
    }
    this.families.clear();
  }

  private clientKeyId(headers: Headers): string | null {
    const key = headers.get('x-svc-client-key');
    return key && this.deps.clientKeys.has(key) ? clientKeyIdOf(key) : null;
  }

  /** Null when the call may go ahead; otherwise the 401 or 403 to send. */
  private async authorize(headers: Headers, groupId: string | null): Promise<Answer | null> {
    const clientKeyId = this.clientKeyId(headers);
    if (!clientKeyId) return failure(401, 'INVALID_CLIENT_KEY', 'Unknown client key.');
    const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
    if (!bearer) return failure(401, 'MISSING_TOKEN', 'Send Authorization: Bearer <token>.');
    if (this.expiredAccessTokens.has(bearer)) {
      return failure(401, 'TOKEN_EXPIRED', 'Access token expired.');
    }
    try {
      const claims = await this.deps.tokens.verifyAccessToken(bearer);
      if (claims.clientKeyId !== clientKeyId) {
        return failure(401, 'INVALID_TOKEN', 'Token of another client.');
      }
      if (groupId !== null && claims.groupId !== groupId) {
        return failure(403, 'GROUP_MISMATCH', 'The token is not valid for this groupID.');
      }
      return null;
    } catch (err) {
      if (!isTokenError(err)) throw err;
      return failure(401, 'TOKEN_EXPIRED', 'Access token expired or invalid.');
    }
  }
}
