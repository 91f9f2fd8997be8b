// A TLS-terminating reverse proxy for the Playwright "production" project, as a deployment puts
// one in front of the app (nginx in deploy/): https on one port, plain http to the app on another,
// with X-Forwarded-Proto and X-Forwarded-For added — which the app believes only because the proxy
// is in its TRUSTED_PROXIES. So the browser tests meet what production sends over https: HSTS,
// the Secure `__Host-` session cookie, `upgrade-insecure-requests`.
// The certificate is self-signed for localhost, made once with openssl into .local/e2e-tls/.
// Usage: node e2e/tls-proxy.mjs <https port> <app port>
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';

const [listenPort, appPort] = process.argv.slice(2).map(Number);
if (!listenPort || !appPort) {
  console.error('usage: node e2e/tls-proxy.mjs <https port> <app port>');
  process.exit(2);
}

const dir = path.join(process.cwd(), '.local', 'e2e-tls');
const keyFile = path.join(dir, 'key.pem');
const certFile = path.join(dir, 'cert.pem');
if (!existsSync(certFile)) {
  mkdirSync(dir, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
}

/** Hop-by-hop headers end at the proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
]);
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

const server = https.createServer(
  { key: readFileSync(keyFile), cert: readFileSync(certFile) },
  (req, res) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
    );
    const peer = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${peer}`
      : peer;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(
      { host: '127.0.0.1', port: appPort, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        );
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('proxy: the app did not answer');
    });
    req.pipe(upstream);
  },
);
server.listen(listenPort, '127.0.0.1', () =>
  console.log(`tls proxy https://localhost:${listenPort} -> http://127.0.0.1:${appPort}`),
);
