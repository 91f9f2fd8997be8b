import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { localStore, useLocalStore } from './local-store';
import { sessionQuery } from './queries';

const parseMemberId = (raw: unknown): string | null =>
  typeof raw === 'string' && /^RX\d{9}$/.test(raw) ? raw : null;

/**
 * The member id of this browser's session, remembered so the card still shows it offline (the
 * session answer itself is never cached: docs/offline.md). It identifies only this browser's
 * anonymous session, and stays in this browser.
 */
const rememberedMemberId = localStore('rxpf.member.v1', parseMemberId, null);

export interface MemberIdState {
  memberId: string | null;
  /** The session could not be asked (offline) or refused, and none is remembered. */
  isUnavailable: boolean;
}

/** The card's member id: the session's, else the one remembered from the last time online. */
export function useMemberId(enabled = true): MemberIdState {
  const session = useQuery({ ...sessionQuery(), enabled });
  const remembered = useLocalStore(rememberedMemberId);
  const fresh = session.data?.memberId ?? null;
  useEffect(() => {
    if (fresh && parseMemberId(fresh) && fresh !== rememberedMemberId.get()) {
      rememberedMemberId.set(fresh);
    }
  }, [fresh]);
  const memberId = fresh ?? remembered;
  // Offline, the query waits ("paused") rather than fails.
  const isUnavailable = memberId === null && (session.isError || session.fetchStatus === 'paused');
  return { memberId, isUnavailable };
}
