import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

type Messages = { [key: string]: string | Messages };

/** Every message as "Namespace.key" → text. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) flat.set(k, v);
  }
  return flat;
}

/** The placeholders ({name}, {n, plural, …}) and rich-text tags (<strong>) a message uses. */
function slots(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      slots(element.children, found);
      continue;
    }
    found.add(`{${element.value}}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) slots(option.value, found);
    }
  }
  return found;
}

const english = flatten(en);
const spanish = flatten(es);

describe('messages', () => {
  it('has every English key in Spanish', () => {
    expect([...english.keys()].filter((key) => !spanish.has(key))).toEqual([]);
  });

  it('has every Spanish key in English', () => {
    expect([...spanish.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('uses the same placeholders and tags in both languages, and every message parses', () => {
    const mismatched = [...english].flatMap(([key, text]) => {
      const other = spanish.get(key);
      if (other === undefined) return [];
      const a = [...slots(parse(text))].sort();
      const b = [...slots(parse(other))].sort();
      return a.join() === b.join() ? [] : [`${key}: ${a.join(' ')} ≠ ${b.join(' ')}`];
    });
    expect(mismatched).toEqual([]);
  });

  it('writes no English message in place of a Spanish one (drug and brand names aside)', () => {
    // Messages that are the same in both languages on purpose.
    const same = new Set([
      'Results.coverageCVS',
      'Results.coverageCostco',
      'Pharmacy.total',
      'Language.other',
    ]);
    const untranslated = [...english].filter(
      ([key, text]) => !same.has(key) && spanish.get(key) === text && /[a-z]{3}/.test(text),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
