import { describe, expect, it } from 'vitest';
import { ApiError, notFound, toProblemResponse } from './errors';

describe('ApiError across bundles', () => {
  it('recognises an ApiError made by another copy of the module (another Next bundle)', async () => {
    const brand = Symbol.for('rx-price-finder.ApiError');
    const foreign = Object.assign(new Error('No drug'), {
      [brand]: true,
      status: 404,
      slug: 'not-found',
      title: 'Nothing matches the request',
      detail: 'No drug',
      errors: [],
      headers: {},
    });
    expect(foreign instanceof ApiError).toBe(true);
    expect(new Error('plain') instanceof ApiError).toBe(false);
    expect(notFound('x') instanceof ApiError).toBe(true);
    const response = toProblemResponse(foreign, 'req-1');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      type: '/problems/not-found',
      status: 404,
      instance: 'req-1',
    });
  });

  it('answers an unknown fault with a bare 500 problem (no stack, no message)', async () => {
    const response = toProblemResponse(new Error('secret internals'), 'req-2');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret internals');
    expect(JSON.parse(text)).toMatchObject({ type: '/problems/internal', instance: 'req-2' });
  });
});
