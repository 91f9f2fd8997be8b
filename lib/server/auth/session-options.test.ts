import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/server/core/env';
import { productionCredentials } from '@/test-support/secrets';
import { SCHEME_HEADER } from '@/server/request-facts.mjs';
import { createContainer } from '@/lib/server/runtime/container';

const local = () => mkdtempSync(path.join(tmpdir(), 'session-options-'));
const production = () =>
  parseEnv({ ...productionCredentials().env, NODE_ENV: 'production', LOCAL_DATA_DIR: local() });
/** The options the process's browser sessions give a request, in an environment. */
const sessionOptions = (env: ReturnType<typeof parseEnv>, request: Request) =>
  createContainer(env).browserSessions.optionsFor(request);
/** A request as server.mjs hands it over, saying which scheme the client used. */
const over = (scheme: 'http' | 'https') =>
  new Request('http://localhost/', { headers: { [SCHEME_HEADER]: scheme } });

describe('the session cookie a request gets', () => {
  it('in production over https: a __Host- cookie, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', () => {
    const options = sessionOptions(production(), over('https'));
    expect(options.cookieName).toBe('__Host-rxpf_session');
    expect(options.cookieOptions).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
    });
  });

  it('in production over plain http (no trusted proxy said https): no prefix, not Secure', () => {
    for (const request of [over('http'), new Request('http://localhost/')]) {
      const options = sessionOptions(production(), request);
      expect(options.cookieName).toBe('rxpf_session');
      expect(options.cookieOptions?.secure).toBe(false);
    }
  });

  it('with development defaults: no prefix, not Secure, even over https', () => {
    const options = sessionOptions(
      parseEnv({ NODE_ENV: 'production', ALLOW_DEV_DEFAULTS: '1', LOCAL_DATA_DIR: local() }),
      over('https'),
    );
    expect(options.cookieName).toBe('rxpf_session');
    expect(options.cookieOptions?.secure).toBe(false);
  });

  it('is one frozen configuration per scheme, shared by every request', () => {
    const sessions = createContainer(production()).browserSessions;
    expect(sessions.optionsFor(over('https'))).toBe(sessions.optionsFor(over('https')));
    expect(sessions.optionsFor(over('http'))).toBe(sessions.optionsFor(new Request('http://x/')));
    expect(Object.isFrozen(sessions.optionsFor(over('https')).cookieOptions)).toBe(true);
  });
});
