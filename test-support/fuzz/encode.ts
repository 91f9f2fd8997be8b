import fc from 'fast-check';

/**
 * How a value is written into a URL:
 * - `standard`: every byte but the unreserved ones %-escaped (what URLSearchParams-like code does);
 * - `raw`: printable ASCII left as typed (so `%`, `&`, `=`, `/` can break the structure), the rest
 *   %-escaped;
 * - `latin1`: like raw, but bytes over 0x7f sent as they are (what a sloppy client puts on the wire).
 * Works on UTF-8 bytes, so lone surrogates never throw (encodeURIComponent would).
 */
export type UrlEncoding = 'standard' | 'raw' | 'latin1';

export const urlEncoding: fc.Arbitrary<UrlEncoding> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<UrlEncoding>('standard') },
  { weight: 2, arbitrary: fc.constant<UrlEncoding>('raw') },
  { weight: 1, arbitrary: fc.constant<UrlEncoding>('latin1') },
);

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** Encodes text for a path segment or query value in the given style. */
export function encodeForUrl(text: string, encoding: UrlEncoding): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    const printable = byte >= 0x21 && byte <= 0x7e && char !== '#';
    if (UNRESERVED.test(char) || (encoding !== 'standard' && printable)) out += char;
    else if (encoding === 'latin1' && byte >= 0x80) out += char;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `name=value&…` in one encoding. */
export function queryString(
  pairs: ReadonlyArray<readonly [string, string]>,
  encoding: UrlEncoding,
): string {
  return pairs
    .map(([name, value]) => `${encodeForUrl(name, encoding)}=${encodeForUrl(value, encoding)}`)
    .join('&');
}
