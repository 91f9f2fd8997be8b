import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { appServerForSuite } from '@/test-support/app-server';
import { describeNeeding } from '@/test-support/prerequisites';

// Slow clients get 10 s to send their headers and 30 s for the whole request, as
// docs/operations.md says (Node checks only every 30 s by default, so server.mjs checks every
// second). Real sockets, real timeouts.
const PORT = 3235;

/**
 * Opens a socket, sends `head` and then one more byte of `drip` every second; resolves when the
 * server closes the connection, with what it answered and how many seconds that took.
 */
function trickle(head: string, drip: string): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const startedAtMs = performance.now();
    let answer = '';
    let sent = 0;
    const socket = connect(PORT, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => {
      if (socket.writable) socket.write(drip[sent++ % drip.length] ?? 'x');
    }, 1000);
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('error', () => undefined); // a reset after the answer is the server closing
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ seconds: (performance.now() - startedAtMs) / 1000, answer });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server kept the slow connection open for 50 s'));
    }, 50_000);
  });
}

describeNeeding(['a build'], 'slow clients against the production server', () => {
  appServerForSuite(PORT, { ALLOW_DEV_DEFAULTS: '1', LOG_LEVEL: 'silent' });

  it('are cut at 10 s of headers and 30 s for the whole request, with a 408 problem', async () => {
    // Both at once: the test lasts as long as the longer one.
    const [headers, body] = await Promise.all([
      trickle('GET /healthz HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n'),
      trickle(
        'POST /gateway/auth/token HTTP/1.1\r\nHost: localhost\r\n' +
          'x-svc-client-key: dev-client-key\r\ncontent-type: application/json\r\n' +
          'content-length: 1000\r\n\r\n{"groupID":"',
        'G',
      ),
    ]);
    expect(headers.seconds).toBeGreaterThanOrEqual(10);
    expect(headers.seconds).toBeLessThan(12);
    expect(body.seconds).toBeGreaterThanOrEqual(30);
    expect(body.seconds).toBeLessThan(32);
    for (const { answer } of [headers, body]) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('application/problem+json');
      expect(answer).toContain('"type":"/problems/request-timeout"');
    }
  }, 60_000);
});
