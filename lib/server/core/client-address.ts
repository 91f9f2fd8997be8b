import 'server-only';
import type { BlockList } from 'node:net';
import {
  clientAddressFrom,
  clientKeyOf,
  IPV6_CLIENT_PREFIX,
  normalizeAddress,
  PEER_HEADER,
} from '@/server/request-facts.mjs';

/** Set by server.mjs from the TCP socket; any copy a client sends is overwritten there. */
export const PEER_ADDRESS_HEADER = PEER_HEADER;

/** Whose word on the client's address is believed, and how much of an IPv6 address is one client. */
export interface ClientAddressRule {
  trustedProxies: BlockList;
  clientIpv6Prefix?: number;
}

/**
 * The client a request comes from, for per-address limits: its address, one spelling per address,
 * and an IPv6 address counted by its network of `ipv6Prefix` bits (a host holds a /64: 2^64
 * addresses it could otherwise use one by one; CLIENT_IPV6_PREFIX). The TCP peer is the truth; only when it is a
 * trusted proxy (the env's TRUSTED_PROXIES) do we read X-Forwarded-For, from the right, past every trusted hop — so a client
 * cannot choose its address by sending the header itself. Without the peer (`next dev`, handlers
 * called in tests) the rightmost X-Forwarded-For entry, which Next fills from the socket when the
 * client sent none, is the best there is.
 */
export function clientAddressOf(
  request: { headers: Headers },
  { trustedProxies: proxies, clientIpv6Prefix: ipv6Prefix = IPV6_CLIENT_PREFIX }: ClientAddressRule,
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
