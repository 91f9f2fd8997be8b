import fc from 'fast-check';

// Values a hostile or careless client sends where a parameter, header or body field is expected.
// Kept apart from the request shapes (request-arbitraries.ts) so both stay readable.

/** Strings that have broken parsers before: empty, blank, control and escape characters, injection. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\t',
  '%',
  '%zz',
  '%00',
  '%C0%AF',
  '+',
  '&',
  '=',
  '==',
  '?',
  '#',
  '/',
  '\\',
  '..',
  '../..',
  '\u0000',
  '\u202e',
  '\ufeff',
  '\ud83d\udc8a',
  'ﬀ',
  'İ',
  'ß',
  '١٢٣',
  '１２３４５',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '{"a":1}',
] as const;

/** Numbers in every notation a client may try: NaN, infinities, exponents, signs, hex, separators. */
const ODD_NUMBERS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0',
  '-1',
  '1e3',
  '1E+2',
  '1e308',
  '1e309',
  '-1e309',
  '5e-324',
  '1e-7',
  '0x10',
  '0b1',
  '0o7',
  '1_000',
  '1,000',
  '.5',
  '5.',
  '+5',
  '--5',
  '9007199254740993',
  '99999999999999999999999',
  '00000001',
  ' 5 ',
  '5abc',
] as const;

/** Any string, any unicode, or a nasty constant: what free text fields receive. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  // Over the 100-character field limits, and over the 4 KiB query limit once repeated.
  { weight: 1, arbitrary: fc.integer({ min: 101, max: 5_000 }).map((n) => 'x'.repeat(n)) },
);

/** A number as text in a normal or an odd notation. */
export const hostileNumber: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_NUMBERS),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.double().map(String),
  fc.double({ min: -200, max: 200, noNaN: true }).map((n) => n.toFixed(6)),
);

/** A valid-ish value most of the time, a hostile one otherwise. */
export function mostly<T extends string>(
  valid: fc.Arbitrary<T>,
  hostile: fc.Arbitrary<string> = hostileString,
): fc.Arbitrary<string> {
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

/**
 * Header values must be ISO-8859-1 bytes without CR, LF or NUL (HTTP clients refuse others):
 * unicode goes as its UTF-8 bytes, which is what a raw client would put on the wire.
 */
export function asHeaderValue(text: string): string {
  return Buffer.from(text, 'utf8')
    .toString('latin1')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

/** A header value: printable, odd, unicode (as UTF-8 bytes), or long. */
export const hostileHeaderValue: fc.Arbitrary<string> = hostileString.map(asHeaderValue);
