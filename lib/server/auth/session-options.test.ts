import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/server/env';
import { productionCredentials } from '@/lib/testing/secrets';
import { sessionOptions } from './session-options';

const local = () => mkdtempSync(path.join(tmpdir(), 'session-options-'));

describe('sessionOptions', () => {
  it('in production: a __Host- cookie, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', () => {
    const options = sessionOptions(
      parseEnv({
        ...productionCredentials().env,
        NODE_ENV: 'production',
        LOCAL_DATA_DIR: local(),
      }),
    );
    expect(options.cookieName).toBe('__Host-rxpf_session');
    expect(options.cookieOptions).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
    });
  });

  it('over the quick-start’s plain http: no prefix, not Secure', () => {
    const options = sessionOptions(
      parseEnv({ NODE_ENV: 'production', ALLOW_DEV_DEFAULTS: '1', LOCAL_DATA_DIR: local() }),
    );
    expect(options.cookieName).toBe('rxpf_session');
    expect(options.cookieOptions?.secure).toBe(false);
  });
});
