import 'server-only';
import { AUTOCOMPLETE_MIN_CHARS } from '@/lib/domain/api/constants';
import { normalizeDrugName } from '@/lib/domain/drug/drug-name';
import type { FindDrugsResponse } from '@/lib/domain/api/find-drugs';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { compareRows } from '@/lib/domain/query/sort';
import type { Logger } from '@/lib/server/core/logger';
import type { PriceProvider, ProviderCallContext, ProviderHealth } from '../types';
import { cachedOrLoad, SingleFlight, type AnswerCache } from './answer-cache';
import { readAutocompleteReply, readFindDrugsReply } from './answers';
import type { UpstreamAuth } from './token-keeper';
import type { CircuitBreaker } from './breaker';
import type { UpstreamClient } from './client';
import { findNarrowed } from './narrowing';
import { findAtOurPharmacy } from './pharmacy-id';
import { authorizedGet, autocompleteParams, findDrugsParams } from './request';
import type { UpstreamReply } from './transport';
import { MAX_VAULT_PAIR_CHARS, VaultPairStore, type PairStore } from './token-stores';

/** The collaborators of an UpstreamProvider (built by createUpstreamProvider). */
export interface UpstreamProviderParts {
  client: UpstreamClient;
  auth: UpstreamAuth;
  breaker: CircuitBreaker;
  /** The pair of callers without a vault of their own (API callers): per process or in Redis. */
  sharedPair: PairStore;
  cache: AnswerCache;
  clientKey: string;
  groupId: string;
  logger: Logger;
}

/**
 * Prices from an upstream pricing gateway that speaks the same interface (docs/API.md, "Prices from an upstream"). Identical concurrent queries share
 * one upstream call and recent answers are cached (both keyed by the normalised upstream query);
 * every call goes through the resilient client (timeouts, retries, circuit breaker) with a token
 * pair kept where the caller's context says: a browser's sealed cookie, or the shared holder.
 * The answer depends only on the query (the upstream group is this BFF's), never on whose token
 * fetched it, which is what makes sharing it safe.
 */
export class UpstreamProvider implements PriceProvider {
  readonly name = 'upstream';
  private readonly flights = new SingleFlight();
  /** Set once the upstream's tokens proved too big for a cookie: browsers share the holder. */
  private vaultTooSmall = false;

  constructor(private readonly parts: UpstreamProviderParts) {}

  async findDrugs(
    query: FindDrugsQuery,
    context: ProviderCallContext = {},
  ): Promise<FindDrugsResponse> {
    const answer = await findNarrowed(query, (step) =>
      findAtOurPharmacy(step, (asked) => this.answerFor(asked, context)),
    );
    // A copy: the cached answer is shared and must stay as the upstream ordered it.
    return { ...answer, Drugs: [...answer.Drugs].sort(compareRows(query.sortBy)) };
  }

  async suggestDrugNames(
    prefixText: string,
    limit: number,
    context: ProviderCallContext = {},
  ): Promise<string[]> {
    // Our rule, not the upstream's: too short a prefix suggests nothing and costs no call.
    if (normalizeDrugName(prefixText).length < AUTOCOMPLETE_MIN_CHARS) return [];
    const params = autocompleteParams(prefixText);
    const names = await this.shared(`Autocomplete?${params}`, () =>
      this.call(context, '/gateway/Drug/Autocomplete', params, readAutocompleteReply),
    );
    return names.slice(0, limit);
  }

  /** Ready unless the breaker is open; half-open lets a probe through, so it counts as ready. */
  health(): ProviderHealth {
    const breaker = this.parts.breaker.state();
    return breaker === 'open'
      ? { ready: false, breaker, retryAfterSeconds: this.parts.breaker.retryAfterSeconds() }
      : { ready: true, breaker };
  }

  private answerFor(
    query: FindDrugsQuery,
    context: ProviderCallContext,
  ): Promise<FindDrugsResponse> {
    const params = findDrugsParams(query, this.parts.groupId);
    return this.shared(`FindDrugs?${params}`, () =>
      this.call(context, '/gateway/Drug/FindDrugs', params, (reply) =>
        readFindDrugsReply(reply, query),
      ),
    );
  }

  /** One upstream load per key at a time, and none while a cached answer is fresh. */
  private shared<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.flights.run(key, () =>
      cachedOrLoad(this.parts.cache, key, load, (err) =>
        this.parts.logger.warn(
          { err: String(err) },
          'upstream answer cache failed; carrying on without it',
        ),
      ),
    );
  }

  private noticeVaultTooSmall(): void {
    if (this.vaultTooSmall) return;
    this.vaultTooSmall = true;
    this.parts.logger.warn(
      `upstream tokens exceed ${MAX_VAULT_PAIR_CHARS} characters, too big for a session cookie; browsers share the process-wide pair`,
    );
  }

  private call<T>(
    context: ProviderCallContext,
    path: string,
    query: URLSearchParams,
    read: (reply: UpstreamReply) => T,
  ): Promise<T> {
    const store =
      context.vault && !this.vaultTooSmall
        ? new VaultPairStore(context.vault, () => this.noticeVaultTooSmall())
        : this.parts.sharedPair;
    const { requestId } = context;
    return this.parts.auth.authorized(store, requestId, (accessToken) =>
      this.parts.client.send(
        authorizedGet(path, query, { clientKey: this.parts.clientKey, accessToken, requestId }),
        read,
        requestId,
      ),
    );
  }
}
