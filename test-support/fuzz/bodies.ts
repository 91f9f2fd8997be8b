import fc from 'fast-check';
import { hostileString } from './values';

const utf8 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'utf8'));

/** Bodies that are not JSON objects, or only nearly: each has tripped a parser somewhere. */
const ODD_BODIES: readonly Uint8Array[] = [
  '',
  ' ',
  'null',
  '[]',
  '"groupID"',
  '42',
  'true',
  '{',
  '{"groupID":',
  "{'groupID':'G1'}",
  '{"groupID":"G1"',
  '{"groupID":"G1",}',
  '{"groupID":"G1"}garbage',
  '\ufeff{"groupID":"G1"}',
  '{"groupID":"G1","groupID":"x"}',
  '{"__proto__":{"groupID":"G1"}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  'groupID=G1',
  `${'['.repeat(2_000)}${']'.repeat(2_000)}`,
  `{"groupID":"${'\\u0000'.repeat(100)}"}`,
  '{"groupID":"\\ud800"}',
].map(utf8);

/** Invalid UTF-8 and binary junk. */
const BINARY_BODIES: readonly Uint8Array[] = [
  new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]),
  new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
  new Uint8Array([0x00, 0x00, 0x00]),
];

/** A JSON object of the given fields (each optional, valid or hostile), or any JSON at all. */
export function jsonBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Uint8Array> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record(fields, { requiredKeys: [] }).map((o) => utf8(JSON.stringify(o))),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.record(fields, { requiredKeys: [] }),
          fc.dictionary(hostileString, fc.jsonValue()),
        )
        .map(([known, extra]) => utf8(JSON.stringify({ ...extra, ...known }))),
    },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => utf8(JSON.stringify(v) ?? 'null')) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_BODIES, ...BINARY_BODIES) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
    // Around the 4 KiB limit: just under, just over, far over.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(4_000, 4_096, 4_097, 6_000, 64_000)
        .map((size) => utf8(JSON.stringify({ pad: 'x'.repeat(Math.max(0, size - 10)) }))),
    },
  );
}

/** A value for a field that should be a short string: valid ones, wrong types, hostile text. */
export function fieldValue(valid: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 2, arbitrary: hostileString },
    {
      weight: 2,
      arbitrary: fc.constantFrom<unknown>(null, 0, -1, 1e308, true, [], {}, ['G1'], { $ne: '' }),
    },
  );
}
