import 'server-only';
import type { BlockList } from 'node:net';
import {
  clientAddressFrom,
  normalizeAddress,
  PEER_HEADER,
  trustedProxyList,
} from '@/server/request-facts.mjs';

/** Set by server.mjs from the TCP socket; any copy a client sends is overwritten there. */
export const PEER_ADDRESS_HEADER = PEER_HEADER;

export { trustedProxyList };

/**
 * The address a request comes from, for per-address limits. The TCP peer is the truth; only when
 * it is a trusted proxy do we read X-Forwarded-For, from the right, past every trusted hop — so
 * a client cannot choose its address by sending the header itself. Without the peer (`next dev`,
 * handlers called in tests) the rightmost X-Forwarded-For entry, which Next fills from the socket
 * when the client sent none, is the best there is.
 */
export function clientAddressOf(request: { headers: Headers }, proxies: BlockList): string {
  const forwardedFor = request.headers.get('x-forwarded-for') ?? '';
  const peerHeader = request.headers.get(PEER_ADDRESS_HEADER);
  if (peerHeader) return clientAddressFrom(peerHeader, forwardedFor, proxies);
  const forwarded = forwardedFor.split(',').map(normalizeAddress).filter(Boolean);
  const rightmost = forwarded.pop();
  return rightmost ? clientAddressFrom(rightmost, forwarded.join(','), proxies) : 'unknown';
}
