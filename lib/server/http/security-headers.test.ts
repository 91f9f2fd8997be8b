import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, tileSource } from './security-headers';

describe('contentSecurityPolicy', () => {
  const policy = (overrides: Partial<Parameters<typeof contentSecurityPolicy>[0]> = {}) =>
    contentSecurityPolicy({
      nonce: 'abc123',
      tileUrlTemplate: undefined,
      isDevServer: false,
      isSecure: true,
      ...overrides,
    });

  it('allows scripts only with the nonce, never eval in production, and no framing', () => {
    const csp = policy();
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(policy({ isDevServer: true })).toContain("'unsafe-eval'");
    expect(policy({ isSecure: false })).not.toContain('upgrade-insecure-requests');
  });

  it('names inlined stylesheets by hash beside the nonce, never unsafe-inline', () => {
    const csp = policy({ styleHashes: ["'sha256-AAA='", "'sha256-BBB='"] });
    expect(csp).toContain("style-src 'self' 'nonce-abc123' 'sha256-AAA=' 'sha256-BBB='");
    expect(csp).not.toContain("style-src 'self' 'unsafe-inline'");
  });

  it('lets Leaflet load tiles from the configured tile server', () => {
    expect(policy()).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(tileSource('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(tileSource('not a url')).toBe('https://tile.openstreetmap.org');
  });

  it('allows OpenStreetMap when the tile setting is empty, as the maps then draw it', () => {
    expect(tileSource('')).toBe('https://tile.openstreetmap.org');
  });

  it('takes the service worker and the web app manifest only from this origin', () => {
    expect(policy()).toContain("worker-src 'self'");
    expect(policy()).toContain("manifest-src 'self'");
  });
});
