import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAddressFrom, clientKeyOf, trustedProxyList } from './request-facts.mjs';

const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
const ipv6 = fc.array(hextet, { minLength: 8, maxLength: 8 });

describe('client keys', () => {
  it('counts every address of one IPv6 /64 as one client, and different /64s apart', () => {
    fc.assert(
      fc.property(ipv6, ipv6, (a, b) => {
        // Same first 64 bits, any last 64 bits, written in full or compressed.
        const sameNetwork = [...a.slice(0, 4), ...b.slice(4)].join(':');
        expect(clientKeyOf(sameNetwork)).toBe(clientKeyOf(a.join(':')));
        const differs = a.slice(0, 4).some((h, i) => parseInt(h, 16) !== parseInt(b[i]!, 16));
        if (differs) expect(clientKeyOf(b.join(':'))).not.toBe(clientKeyOf(a.join(':')));
      }),
    );
  });

  it('spells one address one way', () => {
    expect(clientKeyOf('2001:DB8:0:0:1:2:3:4')).toBe('2001:db8::/64');
    expect(clientKeyOf('2001:0db8:0000:0000:ffff::1')).toBe('2001:db8::/64');
    expect(clientKeyOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKeyOf('::ffff:c000:0207')).toBe('192.0.2.7');
    expect(clientKeyOf('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKeyOf('2001:db8:1:2::9', 48)).toBe('2001:db8:1::/48');
    expect(clientKeyOf('unknown')).toBe('unknown');
  });

  it('believes X-Forwarded-For only from a trusted proxy, read from the right', () => {
    const proxies = trustedProxyList(['10.0.0.0/8']);
    expect(clientAddressFrom('198.51.100.4', '203.0.113.1', proxies)).toBe('198.51.100.4');
    expect(clientAddressFrom('10.0.0.2', '203.0.113.1, 198.51.100.9', proxies)).toBe(
      '198.51.100.9',
    );
    expect(clientAddressFrom('10.0.0.2', '203.0.113.1, 10.1.1.1', proxies)).toBe('203.0.113.1');
    expect(clientAddressFrom('::ffff:10.0.0.2', undefined, proxies)).toBe('10.0.0.2');
  });
});
