import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/gateway/auth/token/route';
import { container } from '@/lib/server/runtime/container';
import { DEV_CLIENT_KEY } from '@/lib/server/core/env';

// With the token file locked by another process, the store must neither freeze the server (SQLite
// waits for a lock synchronously) nor answer 500: a short wait, then 503 with Retry-After.
describe('a token store locked by another process', () => {
  const file = path.join(container().env.localDataDir, 'tokens.sqlite');
  container(); // creates the file
  const other = new DatabaseSync(file);
  afterAll(() => other.close());

  it('answers 503 with Retry-After while the lock lasts, and works once it is released', async () => {
    const call = () =>
      login(
        new Request('http://localhost/gateway/auth/token', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-svc-client-key': DEV_CLIENT_KEY },
          body: '{"groupID":"G1"}',
        }),
      );
    other.exec('BEGIN IMMEDIATE'); // holds the write lock, as a long transaction elsewhere would
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const locked = await call();
    clearInterval(ticker);
    other.exec('ROLLBACK');

    expect(locked.status).toBe(503);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await locked.json()).type).toBe('/problems/store-unavailable');
    // The wait was asynchronous: timers kept firing while the store retried.
    expect(ticks).toBeGreaterThan(1);
    expect((await call()).status).toBe(200);
  });
});
