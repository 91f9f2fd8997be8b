import { describe, expect, it } from 'vitest';
import { RequestValidationError } from '@/lib/domain/api/validation';
import { TokenError } from '../core/token-error';
import { drugNotFound, isApiError } from '../core/api-error';
import { toProblemResponse } from './errors';

describe('the one error mapper', () => {
  it('recognises an ApiError made by another copy of the module (another Next bundle)', async () => {
    const brand = Symbol.for('rx-price-finder.ApiError');
    const foreign = Object.assign(new Error('No drug'), {
      [brand]: true,
      status: 404,
      slug: 'drug-not-found',
      title: 'No drug matches the request',
      detail: 'No drug',
      errors: [],
      headers: {},
    });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError(drugNotFound('x'))).toBe(true);
    const response = toProblemResponse(foreign, 'req-1');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      type: '/problems/drug-not-found',
      status: 404,
      instance: 'req-1',
    });
  });

  it('maps client-input validation errors to 400 with every field named', async () => {
    const response = toProblemResponse(
      new RequestValidationError([
        { parameter: 'Zip', message: 'is bad' },
        { parameter: 'Qty', message: 'is bad too' },
      ]),
      'req-3',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      type: '/problems/invalid-parameters',
      detail: '2 parameters are invalid: Zip, Qty.',
      errors: [{ parameter: 'Zip' }, { parameter: 'Qty' }],
    });
  });

  it('maps refused tokens to 401 with a challenge, saying which token', async () => {
    const access = toProblemResponse(new TokenError('access', 'ERR_JWT_EXPIRED'), 'r');
    const refresh = toProblemResponse(new TokenError('refresh', 'reused'), 'r');
    expect([access.status, refresh.status]).toEqual([401, 401]);
    expect(access.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await access.json()).detail).toMatch(/access token/);
    const refreshBody = await refresh.json();
    expect(refreshBody.detail).toMatch(/refresh token/);
    expect(JSON.stringify(refreshBody)).not.toContain('reused');
  });

  it('answers an unknown fault with a bare 500 problem (no stack, no message)', async () => {
    const response = toProblemResponse(new Error('secret internals'), 'req-2');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret internals');
    expect(JSON.parse(text)).toMatchObject({ type: '/problems/internal', instance: 'req-2' });
  });
});
