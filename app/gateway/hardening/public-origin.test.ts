import { describe, expect, it } from 'vitest';
import { GET as session } from '@/app/gateway/session/route';
import { linkOrigin } from '@/lib/server/core/public-origin';
import { installTestContainer } from '@/test-support/container';

// Security review I4 and N-I1: with PUBLIC_ORIGIN set, a cookie call's Origin must be that origin,
// scheme included, whatever Host the request carries; absolute links use it too.
installTestContainer({ PUBLIC_ORIGIN: 'https://rx.example.com' });

const call = (origin: string, host = 'rx.example.com') =>
  session(new Request(`http://${host}/gateway/session`, { headers: { origin, host } }));

describe('cookie calls with PUBLIC_ORIGIN set', () => {
  it('accept the public origin', async () => {
    expect((await call('https://rx.example.com')).status).toBe(200);
  });

  it.each([
    ['the same host over http', 'http://rx.example.com'],
    ['another port', 'https://rx.example.com:8443'],
    ['an attacker whose Host matches their Origin', 'https://evil.example', 'evil.example'],
    ['a subdomain', 'https://a.rx.example.com'],
  ])('refuse %s: 403 cross-site', async (_, origin, host?: string) => {
    const response = await call(origin, host);
    expect(response.status).toBe(403);
    expect((await response.json()).type).toBe('/problems/cross-site');
  });
});

describe('the origin of absolute links', () => {
  it('is PUBLIC_ORIGIN when set, whatever the Host', () => {
    expect(
      linkOrigin('https://rx.example.com', { host: 'evil.example', scheme: 'http' })?.href,
    ).toBe('https://rx.example.com/');
  });

  it('without it, only a loopback host of the request', () => {
    expect(linkOrigin(null, { host: 'localhost:3000', scheme: 'http' })?.href).toBe(
      'http://localhost:3000/',
    );
    expect(linkOrigin(null, { host: '127.0.0.1:3100', scheme: 'https' })?.origin).toBe(
      'https://127.0.0.1:3100',
    );
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.evil.example', null]) {
      expect(linkOrigin(null, { host, scheme: 'https' }), String(host)).toBeNull();
    }
  });
});
