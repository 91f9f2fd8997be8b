import 'server-only';
import type { BlockList } from 'node:net';
import {
  clientAddressFrom,
  clientKeyOf,
  IPV6_CLIENT_PREFIX,
  normalizeAddress,
  PEER_HEADER,
  trustedProxyList,
} from '@/server/request-facts.mjs';

/** Set by server.mjs from the TCP socket; any copy a client sends is overwritten there. */
export const PEER_ADDRESS_HEADER = PEER_HEADER;

export { trustedProxyList };

/**
 * The client a request comes from, for per-address limits: its address, one spelling per address,
 * and an IPv6 address counted by its network of `ipv6Prefix` bits (a host holds a /64: 2^64
 * addresses it could otherwise use one by one). The TCP peer is the truth; only when it is a
 * trusted proxy do we read X-Forwarded-For, from the right, past every trusted hop — so a client
 * cannot choose its address by sending the header itself. Without the peer (`next dev`, handlers
 * called in tests) the rightmost X-Forwarded-For entry, which Next fills from the socket when the
 * client sent none, is the best there is.
 */
export function clientAddressOf(
  request: { headers: Headers },
  proxies: BlockList,
  ipv6Prefix = IPV6_CLIENT_PREFIX,
): string {
  const forwardedFor = request.headers.get('x-forwarded-for') ?? '';
  const peerHeader = request.headers.get(PEER_ADDRESS_HEADER);
  if (peerHeader)
    return clientKeyOf(clientAddressFrom(peerHeader, forwardedFor, proxies), ipv6Prefix);
  const forwarded = forwardedFor.split(',').map(normalizeAddress).filter(Boolean);
  const rightmost = forwarded.pop();
  return rightmost
    ? clientKeyOf(clientAddressFrom(rightmost, forwarded.join(','), proxies), ipv6Prefix)
    : 'unknown';
}
