import 'server-only';
import { z } from 'zod';
import { normalizeNdc } from '@/lib/domain/drug/ndc';

/**
 * Liberal readers for the values real pricing engines send: numbers and booleans as strings,
 * `99999` for "not available", empty strings for missing values, ZIP+4 with a hyphen, phones with
 * punctuation, a single element where a list belongs, and keys in any letter case. Each reader
 * yields our own value or fails, and a failure makes the whole answer unusable (502).
 */

/** The sentinel engines send for a price or distance that is not available. */
const NOT_AVAILABLE = 99999;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** An object's keys in lower case, aliases renamed to their canonical name. */
function canonicalKeys(value: unknown, aliases: Record<string, string>): unknown {
  if (!isObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const lower = key.toLowerCase();
    const name = aliases[lower] ?? lower;
    // The first non-blank spelling wins; a blank alias never hides a filled one.
    if (!(name in result) || isBlank(result[name])) result[name] = entry;
  }
  return result;
}

/**
 * An object read case-insensitively: `shape` is keyed in lower case, `aliases` maps other
 * lower-case names to those keys. Unknown fields are ignored.
 */
export const record = <Shape extends z.ZodRawShape>(
  shape: Shape,
  aliases: Record<string, string> = {},
) => z.preprocess((value) => canonicalKeys(value, aliases), z.object(shape));

/**
 * An object made of named parts, each read from a nested object of that name or, when the sender
 * keeps everything flat, from the object itself.
 */
export const parts = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess((value) => {
    if (!isObject(value)) return value;
    const keyed = canonicalKeys(value, {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(shape).map((name) => [name, isObject(keyed[name]) ? keyed[name] : value]),
    );
  }, z.object(shape));

/**
 * A list sent as an array, as one bare element, as `{ wrapperKey: … }`, or (unless `required`)
 * not at all.
 */
export const list = <Item extends z.ZodType>(
  item: Item,
  wrapperKey?: string,
  { required = false } = {},
) =>
  z.preprocess((value) => {
    if (value === undefined && required) return value;
    let inner = value;
    if (wrapperKey && isObject(value)) {
      const keys = canonicalKeys(value, {}) as Record<string, unknown>;
      if (wrapperKey in keys) inner = keys[wrapperKey];
      else if (Object.keys(keys).length === 0) inner = [];
    }
    if (isBlank(inner)) return [];
    return Array.isArray(inner) ? inner : [inner];
  }, z.array(item));

const blankToNull = (value: unknown): unknown => (isBlank(value) ? null : value);

/** Text: a string (trimmed) or a number written out. */
export const text = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().trim().min(1),
);

/** Text that may be missing or blank (→ null). */
export const optionalText = z.preprocess(blankToNull, text.nullable()).optional().transform(orNull);

/** A finite number, also when sent as a string ("12.50", "$1,234.50"). */
export const number = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const cleaned = value.trim().replace(/^\$/, '');
  const plain = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(cleaned) ? cleaned.replace(/,/g, '') : cleaned;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(plain) ? Number(plain) : value;
}, z.number().finite());

/** A price or distance: never negative; blank or 99999 means "not available" (→ null). */
export const amount = z
  .preprocess(blankToNull, number.pipe(z.number().nonnegative()).nullable())
  .optional()
  .transform((value) => (value === undefined || value === NOT_AVAILABLE ? null : value));

/** true/false, 1/0, yes/no, y/n in any case, as a boolean or a string. */
export const flag = z.preprocess((value) => {
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
  if (typeof value !== 'string') return value;
  const lower = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'y'].includes(lower)) return true;
  if (['false', '0', 'no', 'n'].includes(lower)) return false;
  return value;
}, z.boolean());

/** An 11-digit NDC from any legal notation (hyphenated 4-4-2, 5-3-2, 5-4-1, 5-4-2 or bare). */
export const ndc = text.transform((value, ctx) => {
  const normalized = normalizeNdc(value);
  if (normalized) return normalized;
  ctx.addIssue({ code: 'custom', message: 'not an NDC' });
  return z.NEVER;
});

/** A GSN of 1–6 digits (a number loses its leading zeros), left-padded to 6; else null. */
export const gsn = optionalText.transform((value) =>
  value !== null && /^\d{1,6}$/.test(value) ? value.padStart(6, '0') : null,
);

/** A ZIP, ZIP+4 or 9-digit ZIP as 9 digits, "0000" as an unknown +4. */
export const zip9 = text.transform((value, ctx) => {
  const match = /^(\d{5})(?:-?(\d{4}))?$/.exec(value);
  if (match) return `${match[1]}${match[2] ?? '0000'}`;
  ctx.addIssue({ code: 'custom', message: 'not a ZIP code' });
  return z.NEVER;
});

/** A US phone as 10 digits, whatever the punctuation; null when it is not one. */
export const phone10 = optionalText.transform((value) => {
  const digits = value?.replace(/\D/g, '') ?? '';
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : null;
});

/** A date as YYYY-MM-DD, from that, an ISO timestamp or MM/DD/YYYY; null otherwise. */
export const isoDate = optionalText.transform((value) => {
  if (value === null) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(value);
  if (iso) return iso[1] ?? null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  return us ? `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}` : null;
});

/** B, G or A from a letter or a word ("Brand", "generic"); null when missing. */
export const brandGeneric = optionalText.transform((value, ctx) => {
  if (value === null) return null;
  const letter = value.charAt(0).toUpperCase();
  if (letter === 'B' || letter === 'G' || letter === 'A') return letter;
  ctx.addIssue({ code: 'custom', message: 'not B, G or A' });
  return z.NEVER;
});

function orNull<T>(value: T | null | undefined): T | null {
  return value ?? null;
}
