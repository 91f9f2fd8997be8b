import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/gateway/auth/token/route';
import { DEV_CLIENT_KEY } from '@/lib/server/core/env';

// A client that hangs up mid-body gets a 400 naming the body, and is not logged as a fault.
describe('a request body cut off by the client', () => {
  it('is a 400 naming the body, not a server fault', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"groupID":"G'));
        controller.error(new Error('socket hang up'));
      },
    });
    const response = await login(
      new Request('http://localhost/gateway/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-svc-client-key': DEV_CLIENT_KEY },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(400);
    const problem = await response.json();
    expect(problem.type).toBe('/problems/invalid-parameters');
    expect(problem.errors).toEqual([
      { parameter: 'body', message: 'ended before it was complete' },
    ]);
  });
});
