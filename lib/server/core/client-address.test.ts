import { describe, expect, it } from 'vitest';
import { trustedProxyList } from '@/server/request-facts.mjs';
import { clientAddressOf, PEER_ADDRESS_HEADER } from './client-address';

const request = (headers: Record<string, string>) => new Request('http://x/', { headers });
const proxies = { trustedProxies: trustedProxyList(['10.0.0.0/8', '2001:db8::/32', '127.0.0.1']) };

describe('clientAddressOf', () => {
  it('is the TCP peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(
      clientAddressOf(
        request({ [PEER_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '1.2.3.4' }),
        proxies,
      ),
    ).toBe('203.0.113.9');
  });

  it('reads X-Forwarded-For from the right past every trusted hop', () => {
    const headers = { 'x-forwarded-for': '1.2.3.4, 198.51.100.7, 10.1.2.3' };
    expect(
      clientAddressOf(request({ ...headers, [PEER_ADDRESS_HEADER]: '::ffff:10.0.0.2' }), proxies),
    ).toBe('198.51.100.7');
    expect(
      clientAddressOf(
        request({ 'x-forwarded-for': '2001:db8::1', [PEER_ADDRESS_HEADER]: '127.0.0.1' }),
        proxies,
      ),
    ).toBe('2001:db8::/64'); // an IPv6 client is its /64
    expect(
      clientAddressOf(
        request({ 'x-forwarded-for': '2001:db8:1:2:3::1', [PEER_ADDRESS_HEADER]: '127.0.0.1' }),
        { ...proxies, clientIpv6Prefix: 48 },
      ),
    ).toBe('2001:db8:1::/48');
  });

  it('trusts nothing forwarded when no proxy is configured', () => {
    expect(
      clientAddressOf(
        request({ [PEER_ADDRESS_HEADER]: '127.0.0.1', 'x-forwarded-for': '1.2.3.4' }),
        { trustedProxies: trustedProxyList([]) },
      ),
    ).toBe('127.0.0.1');
  });

  it('without a peer header falls back to the rightmost forwarded entry, else "unknown"', () => {
    expect(clientAddressOf(request({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8' }), proxies)).toBe(
      '5.6.7.8',
    );
    expect(clientAddressOf(request({}), proxies)).toBe('unknown');
  });
});
