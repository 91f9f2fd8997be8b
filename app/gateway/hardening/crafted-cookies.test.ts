import { Writable } from 'node:stream';
import { sealData } from 'iron-session';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as autocomplete } from '@/app/gateway/Drug/Autocomplete/route';
import { GET as findBasket } from '@/app/gateway/Drug/FindBasket/route';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { GET as findSavings } from '@/app/gateway/Drug/FindSavings/route';
import { GET as session } from '@/app/gateway/session/route';
import { PEER_ADDRESS_HEADER } from '@/lib/server/core/client-address';
import { container } from '@/lib/server/runtime/container';
import { installTestContainer } from '@/test-support/container';

// A crafted session cookie (a wrong seal prefix, a non-numeric expiry, a password id that names
// an Object.prototype member — iron-session's unsealData rethrows on those) is an anonymous
// visitor on every cookie-authenticated endpoint: never a 500, nothing logged as a fault.
const lines: string[] = [];
installTestContainer(
  {},
  {
    logDestination: new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  },
);

const ENDPOINTS = {
  session: [session, '/gateway/session'],
  FindDrugs: [findDrugs, '/gateway/Drug/FindDrugs?groupID=WEB&DrugName=atorvastatin&Zip=94110'],
  FindSavings: [findSavings, '/gateway/Drug/FindSavings?groupID=WEB&DrugName=lipitor&Zip=94110'],
  FindBasket: [findBasket, '/gateway/Drug/FindBasket?groupID=WEB&Zip=94110&Item=00093505910:30'],
  Autocomplete: [autocomplete, '/gateway/Drug/Autocomplete?prefixText=ator'],
} as const;

/** A real seal's eight `*`-separated parts (and the `~2` version suffix iron-session adds). */
let parts: string[] = [];
beforeAll(async () => {
  const sealed = await sealData(
    { sessionId: 'a-session' },
    { password: container().env.sessionPassword, ttl: 3600 },
  );
  parts = sealed.replace(/~2$/, '').split('*');
});
/** The real seal with one part replaced. */
const crafted = (index: number, value: string) =>
  `${parts.map((part, i) => (i === index ? value : part)).join('*')}~2`;

const CRAFTED: Record<string, () => string> = {
  'a wrong seal prefix (Fe26.3)': () => crafted(0, 'Fe26.3'),
  'a non-numeric expiry': () => crafted(5, '17x'),
  'password id __proto__': () => crafted(1, '__proto__'),
  'password id constructor': () => crafted(1, 'constructor'),
  'password id toString': () => crafted(1, 'toString'),
};

let address = 0;
describe('crafted session cookies', () => {
  for (const [endpoint, [handler, target]] of Object.entries(ENDPOINTS)) {
    it(`${endpoint}: served as an anonymous visitor, never a 500, nothing logged as a fault`, async () => {
      for (const [label, cookie] of Object.entries(CRAFTED)) {
        lines.length = 0;
        const response = await handler(
          new Request(`http://localhost${target}`, {
            headers: {
              'sec-fetch-site': 'same-origin',
              cookie: `rxpf_session=${cookie()}`,
              [PEER_ADDRESS_HEADER]: `192.0.2.${++address}`,
            },
          }),
        );
        expect(response.status, label).toBe(200);
        // A new provisional session replaces the bad cookie.
        expect(response.headers.get('set-cookie'), label).toMatch(/^rxpf_session=Fe26\.2\*/);
        expect(lines.join(''), label).not.toMatch(/unexpected fault|"stack"/);
      }
    });
  }

  // Cookies that open to nothing were kept in the memory of unsealed sessions (by their text, up
  // to 32 KiB each, 10,000 of them): a flood of made-up cookies could fill it.
  it('are not remembered, nor are tampered ones', async () => {
    const made = { ...CRAFTED, 'a tampered HMAC': () => crafted(7, 'x'.repeat(43)) };
    for (const [label, cookie] of Object.entries(made)) {
      const sealed = cookie();
      await findDrugs(
        new Request(`http://localhost${ENDPOINTS.FindDrugs[1]}`, {
          headers: {
            'sec-fetch-site': 'same-origin',
            cookie: `rxpf_session=${sealed}`,
            [PEER_ADDRESS_HEADER]: `192.0.2.${++address}`,
          },
        }),
      );
      expect(container().browserSessions.remembers(sealed), label).toBe(false);
    }
  });
});
