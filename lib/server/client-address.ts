import 'server-only';
import { BlockList, isIP } from 'node:net';

/** Set by server.mjs from the TCP socket; any copy a client sends is overwritten there. */
export const PEER_ADDRESS_HEADER = 'x-rxpf-peer-address';

/** Addresses and CIDR ranges (IPv4 or IPv6) of the reverse proxies whose X-Forwarded-For we trust. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) → "10.0.0.1". */
const normalize = (address: string): string => address.trim().replace(/^::ffff:(?=\d+\.)/i, '');

function isTrusted(proxies: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The address a request comes from, for per-address limits. The TCP peer is the truth; only when
 * it is a trusted proxy do we read X-Forwarded-For, from the right, past every trusted hop — so
 * a client cannot choose its address by sending the header itself. Without the peer (`next dev`,
 * handlers called in tests) the rightmost X-Forwarded-For entry, which Next fills from the socket
 * when the client sent none, is the best there is.
 */
export function clientAddressOf(request: { headers: Headers }, proxies: BlockList): string {
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(normalize)
    .filter(Boolean);
  const peerHeader = request.headers.get(PEER_ADDRESS_HEADER);
  let address = peerHeader ? normalize(peerHeader) : (forwarded.pop() ?? 'unknown');
  while (isTrusted(proxies, address) && forwarded.length > 0) {
    address = forwarded.pop() ?? address;
  }
  return address;
}
