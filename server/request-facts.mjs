// What server.mjs establishes about each request before any route runs, and hands to the app in
// private headers (overwriting any copy a client sends): the TCP peer, the scheme the client
// used, and the request id every layer logs and answers with.
import { randomUUID } from 'node:crypto';
import { BlockList, isIP, isIPv4 } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The TCP peer (lib/server/core/client-address.ts decides what to believe of X-Forwarded-For). */
export const PEER_HEADER = 'x-rxpf-peer-address';
/** `https` when a trusted proxy says the client used it; `http` otherwise. */
export const SCHEME_HEADER = 'x-rxpf-scheme';

/**
 * Request headers only this server and proxy.ts may set (the peer, the scheme, the page path, the
 * CSP nonce and policy handed to the render, Next's own middleware markers): a client's copies
 * are dropped before anything reads them.
 */
const INTERNAL_HEADER = /^(?:x-rxpf-|x-middleware-|x-nonce$|content-security-policy$)/;

/** Removes every internal header a client sent. */
export function stripInternalHeaders(headers) {
  for (const name of Object.keys(headers)) if (INTERNAL_HEADER.test(name)) delete headers[name];
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's x-request-id when it is sane, otherwise a fresh UUID (as the gateway does). */
export function requestIdOf(sent) {
  return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) → "10.0.0.1". */
export const normalizeAddress = (address) => address.trim().replace(/^::ffff:(?=\d+\.)/i, '');

/** Addresses and CIDR ranges (IPv4 or IPv6) of the reverse proxies whose word we take. */
export function trustedProxyList(entries) {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** Whether an address is one of the trusted proxies. */
function isTrustedProxy(proxies, address) {
  const normalized = normalizeAddress(address);
  const family = isIP(normalized);
  return family !== 0 && proxies.check(normalized, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The address a request comes from. The TCP peer is the truth; only when it is a trusted proxy
 * is X-Forwarded-For read, from the right, past every trusted hop — so a client cannot choose its
 * address by sending the header itself.
 * @param {string} peer the TCP peer (or, without one, the rightmost X-Forwarded-For entry)
 * @param {string | string[] | undefined} forwardedFor
 * @param {BlockList} proxies
 */
export function clientAddressFrom(peer, forwardedFor, proxies) {
  const forwarded = String(forwardedFor ?? '')
    .split(',')
    .map(normalizeAddress)
    .filter(Boolean);
  let address = normalizeAddress(peer);
  while (isTrustedProxy(proxies, address) && forwarded.length > 0) {
    address = forwarded.pop() ?? address;
  }
  return address;
}

/** How much of an IPv6 address is one client: a host is given a /64 (2^64 addresses) at least. */
export const IPV6_CLIENT_PREFIX = 64;

/**
 * One spelling per client: an IPv4 address (also when written `::ffff:a.b.c.d`) as itself, an
 * IPv6 address as its network of `ipv6Prefix` bits in RFC 5952 form (`2001:db8:1:2::/64`), so
 * that the 2^64 addresses a single host may use count as one. Text that is no address is kept
 * as it is (`unknown`).
 * @param {string} address
 */
export function clientKeyOf(address, ipv6Prefix = IPV6_CLIENT_PREFIX) {
  // Every request asks: the common case without a parser (node:net knows dotted quads).
  if (isIPv4(address)) return address;
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${ipv6Prefix}`);
  return `${network.toString()}/${ipv6Prefix}`;
}

/**
 * The scheme the client used. This server speaks plain http, so only a trusted proxy in front
 * can say the client used https (X-Forwarded-Proto, the value it added: the rightmost).
 */
export function schemeOf(peerAddress, forwardedProto, proxies) {
  if (!isTrustedProxy(proxies, peerAddress)) return 'http';
  const claimed = String(forwardedProto ?? '')
    .split(',')
    .pop()
    ?.trim()
    .toLowerCase();
  return claimed === 'https' ? 'https' : 'http';
}

/**
 * Whether to pin https for this request (HSTS, the Secure `__Host-` session cookie,
 * upgrade-insecure-requests): a real deployment — production, without the quick-start's
 * development defaults — that the client reached over https. The one rule for server.mjs, the
 * proxy and the session options.
 * @param {{ isProduction: boolean, devDefaults: boolean, scheme: string | null }} facts (the first
 *   two from server/process-config.mjs)
 */
export function isSecureDeployment({ isProduction, devDefaults, scheme }) {
  return isProduction && !devDefaults && scheme === 'https';
}
