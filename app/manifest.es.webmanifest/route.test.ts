import { describe, expect, it } from 'vitest';
import { GET as english } from '../manifest.webmanifest/route';
import { GET as spanish } from './route';

describe('the install manifests, one per language', () => {
  it('installs the same app, opening and offering its shortcuts in the page’s language', async () => {
    const [en, es] = [english(), spanish()];
    for (const response of [en, es]) {
      expect(response.headers.get('content-type')).toBe('application/manifest+json');
    }
    const [enBody, esBody] = (await Promise.all([en.json(), es.json()])) as Array<
      Record<string, unknown>
    >;
    expect(esBody).toMatchObject({
      id: '/',
      lang: 'es',
      start_url: '/es',
      description: expect.stringMatching(/^Precios estimados/),
      shortcuts: [
        { name: 'Mis medicamentos', url: '/es/basket' },
        { name: 'Tarjeta de descuento', url: '/es/card' },
      ],
    });
    expect(enBody).toMatchObject({
      id: '/',
      lang: 'en',
      start_url: '/',
      shortcuts: [
        { name: 'My medicines', url: '/basket' },
        { name: 'Discount card', url: '/card' },
      ],
    });
  });
});
