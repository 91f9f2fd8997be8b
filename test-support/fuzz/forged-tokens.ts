import { createHmac, randomUUID } from 'node:crypto';
import type { LabelledSecret } from './context';

const b64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url');

/** A compact JWS over any header and payload text, signed with HMAC-SHA (or unsigned for none). */
function compact(header: unknown, payload: unknown, secret: string, raw = false): string {
  const head = b64url(raw ? String(header) : JSON.stringify(header));
  const body = b64url(raw ? String(payload) : JSON.stringify(payload));
  const alg =
    typeof header === 'object' && header !== null ? (header as { alg?: unknown }).alg : 'HS256';
  const hash = alg === 'HS512' ? 'sha512' : alg === 'HS384' ? 'sha384' : 'sha256';
  const signature =
    alg === 'none' ? '' : createHmac(hash, secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

/**
 * Access tokens an attacker who knows the format (or, worse, the secret) could send: signed with
 * the server's own secret but with claims of the wrong type, time, issuer, audience, group or
 * family; unsigned (`alg: none`); other algorithms; and unparsable parts. Built from a real token
 * so the only thing wrong with each is what its label says.
 */
export function forgedAccessTokens(secret: string, validToken: string): LabelledSecret[] {
  const payloadPart = validToken.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const header = { alg: 'HS256', typ: 'JWT' };
  const signed = (
    label: string,
    change: Record<string, unknown>,
    head: object = header,
  ): LabelledSecret => ({
    label: `forged:${label}`,
    value: compact(head, { ...claims, jti: randomUUID(), ...change }, secret),
  });
  return [
    signed('other group', { groupID: 'G2' }),
    signed('group of 1000 chars', { groupID: 'g'.repeat(1_000) }),
    signed('groupID number', { groupID: 5 }),
    signed('groupID object', { groupID: { $ne: '' } }),
    signed('groupID __proto__', { groupID: '__proto__' }),
    signed('no sub', { sub: undefined }),
    signed('sub number', { sub: 1 }),
    signed('unknown family', { sub: randomUUID() }),
    signed('sub 5000 chars', { sub: 's'.repeat(5_000) }),
    signed('other client', { ckid: 'someoneelse' }),
    signed('expired', {
      exp: nowSeconds - 3_600,
      iat: nowSeconds - 4_500,
      nbf: nowSeconds - 4_500,
    }),
    signed('issued in the future', { iat: nowSeconds + 3_600 }),
    signed('not yet valid', { nbf: nowSeconds + 3_600 }),
    signed('exp 1e20', { exp: 1e20 }),
    signed('exp string', { exp: String(nowSeconds + 600) }),
    signed('exp NaN-ish', { exp: 'NaN' }),
    signed('iat negative', { iat: -1 }),
    signed('wrong issuer', { iss: 'someone-else' }),
    signed('wrong audience', { aud: ['x', 'y'] }),
    signed('HS512', {}, { alg: 'HS512', typ: 'JWT' }),
    signed('typ missing', {}, { alg: 'HS256' }),
    signed('crit header', {}, { ...header, crit: ['b64'], b64: false }),
    signed('kid traversal', {}, { ...header, kid: '../../../../etc/passwd' }),
    signed('jku', {}, { ...header, jku: 'http://evil.example/jwks' }),
    { label: 'forged:alg none', value: compact({ alg: 'none', typ: 'JWT' }, claims, secret) },
    { label: 'forged:wrong secret', value: compact(header, claims, `${secret}x`) },
    { label: 'forged:payload array', value: compact(header, [1, 2], secret) },
    { label: 'forged:payload not JSON', value: compact(header, 'garbage', secret, true) },
    { label: 'forged:header not JSON', value: compact('{"alg":', claims, secret, true) },
    { label: 'forged:two parts', value: validToken.split('.').slice(0, 2).join('.') },
  ];
}
