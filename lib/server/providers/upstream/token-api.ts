import 'server-only';
import { upstreamUnavailable } from '@/lib/server/core/api-error';
import { parseOrFault, successBody } from './answers';
import type { UpstreamClient } from './client';
import { RefreshRefused } from './failures';
import type { UpstreamReply } from './transport';
import { tokenWire } from './wire-schemas';

/** The upstream's token pair as we keep it: when the access token was issued and expires. */
export interface UpstreamPair {
  accessToken: string;
  refreshToken: string;
  expiresAtMs: number;
  /** Absent in pairs kept before this field existed (a cookie or Redis entry from then). */
  issuedAtMs?: number;
}

export interface UpstreamCredentials {
  clientKey: string;
  groupId: string;
}

/**
 * The upstream's token endpoints: login (`POST /gateway/auth/token` with the group id, docs/auth.md "Tokens")
 * and refresh. Both are POSTs, so the client never retries them: a retried refresh
 * whose first attempt did arrive would present a spent token and revoke the whole login.
 */
export class UpstreamTokenApi {
  constructor(
    private readonly client: UpstreamClient,
    private readonly credentials: UpstreamCredentials,
    private readonly now: () => number,
  ) {}

  /** Starts a new upstream login. Refused credentials are our misconfiguration: a 502. */
  login(requestId?: string): Promise<UpstreamPair> {
    return this.client.send(
      this.post('/gateway/auth/token', { groupID: this.credentials.groupId }),
      (reply) => {
        if ([400, 401, 403].includes(reply.status)) {
          throw upstreamUnavailable(
            `The price source refused our client key or group id (${reply.status}).`,
          );
        }
        return this.pairOf(reply);
      },
      requestId,
    );
  }

  /** Rotates a refresh token; throws RefreshRefused when the upstream will not (spent, revoked). */
  refresh(refreshToken: string, requestId?: string): Promise<UpstreamPair> {
    return this.client.send(
      this.post('/gateway/auth/refresh', { refreshToken }),
      (reply) => {
        if ([400, 401, 403].includes(reply.status)) throw new RefreshRefused(reply.status);
        return this.pairOf(reply);
      },
      requestId,
    );
  }

  private post(path: string, body: Record<string, string>) {
    return {
      method: 'POST' as const,
      path,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-svc-client-key': this.credentials.clientKey,
      },
      body: JSON.stringify(body),
    };
  }

  private pairOf(reply: UpstreamReply): UpstreamPair {
    const token = parseOrFault(tokenWire, successBody(reply));
    const issuedAtMs = this.now();
    return {
      accessToken: token.accesstoken,
      refreshToken: token.refreshtoken,
      expiresAtMs: issuedAtMs + token.expiresin * 1000,
      issuedAtMs,
    };
  }
}
