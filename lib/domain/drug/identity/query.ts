import { normalizeDrugName } from '../drug-name';
import { formTestOfWord } from './dose-forms';
import { preferenceOfWord, type Preference } from './preferences';
import { canonicalWords, FILLER_WORDS, type QueryWord } from './query-words';
import { releaseLabelOfWord, type ReleaseLabel } from './release';
import { typedSalt } from './salts';

/**
 * A drug search split into the words that name the medicine and the qualifiers that narrow it
 * ("metoprolol tartrate 25 mg" → name "metoprolol", salt tartrate, strength 25 mg). Every word is
 * a name word, a hard qualifier (salt, release, form or route, strength), a soft one (device,
 * pack, audience, OTC/Rx, generic/brand: preferences.ts) or a filler; name words no medicine
 * knows are left out by name matching (the catalogue's `resolve`). Qualifiers never pick another
 * medicine: they only narrow the named one (docs/API.md, "Matching rules").
 */
export interface DrugQuery {
  /** The normalised words left for name matching ("metoprolol"); may be empty. */
  name: string;
  /** The same words one by one, as typed (normalised): what name matching may leave out. */
  nameWords: string[];
  /** The whole normalised text, for names that carry a qualifier ("Toprol XL", "Wellbutrin SR"). */
  text: string;
  /** Every word as typed (normalised), and which of them are soft qualifiers. */
  typedWords: string[];
  softWordIndexes: number[];
  salts: string[];
  /** A release label, "IR" for immediate release, or null when none was typed. */
  release: ReleaseLabel | 'IR' | null;
  /** Form or route words as typed ("eye", "drops") with the test each puts on the form. */
  forms: Array<{ word: string; test: RegExp }>;
  /** The typed strength's numbers in order ("875-125" → [875, 125]), null when none was typed. */
  strength: number[] | null;
  /** Soft qualifiers, in the order typed. */
  preferences: Preference[];
}

const UNIT = /^(mg|mcg|g|gm|ml|%|units?|meq|iu|mg\/ml|mcg\/hr|mg\/5ml)$/;
const NUMBER_WITH_UNIT = /^(\d+(?:\.\d+)?(?:[-/]\d+(?:\.\d+)?)*)(mg|mcg|g|gm|ml|%|units?|meq|iu)?$/;
const IMMEDIATE = new Set(['ir', 'immediate']);

/** Splits a typed search into name words and qualifiers. */
export function parseDrugQuery(typed: string): DrugQuery {
  const text = normalizeDrugName(typed.replace(/auto[\s-]+injector/gi, 'autoinjector'));
  const words = canonicalWords(text.split(' ').filter(Boolean));
  const softWords = new Set<number>();
  const query: DrugQuery = {
    name: '',
    nameWords: [],
    text,
    typedWords: [],
    softWordIndexes: [],
    salts: [],
    release: null,
    forms: [],
    strength: null,
    preferences: [],
  };
  for (let i = 0; i < words.length; i += 1) {
    const { word, typed: typedWord } = words[i] as QueryWord;
    const next = words[i + 1]?.word ?? '';
    const rest = words.slice(i + 1).map((w) => w.word);
    // "12 hour", "24 hr": the release, not a strength.
    if (/^(12|24)$/.test(word) && /^(hours?|hrs?|h)$/.test(next)) {
      query.release = word === '12' ? 'SR' : 'XL';
      i += 1;
      continue;
    }
    if (word === 'long' && next === 'acting') {
      query.release = 'ER';
      i += 1;
      continue;
    }
    // "EpiPen 2-Pak", "Z 6 pack": a count of the pack, not a strength.
    if (/^\d+$/.test(word) && /^(pak|pack|pk|count|ct)$/.test(next)) {
      const pack = preferenceOfWord('pack', `${typedWord} ${next}`);
      if (pack) query.preferences.push(pack);
      i += 1;
      continue;
    }
    const strength = NUMBER_WITH_UNIT.exec(word);
    if (strength && isStrength(word, strength[2], rest)) {
      query.strength = [...(query.strength ?? []), ...numbersOf(strength[1] ?? '')];
      if (UNIT.test(next)) i += 1;
      continue;
    }
    // A search for who or how ("kids amoxicillin", "generic Lipitor") may start with it.
    const preference = i > 0 || rest.length > 0 ? preferenceOfWord(word, typedWord) : null;
    if (preference) {
      query.preferences.push(preference);
      softWords.add(i);
      continue;
    }
    if (i > 0 && IMMEDIATE.has(word)) {
      query.release = 'IR';
      continue;
    }
    const release = i > 0 ? releaseLabelOfWord(word) : null;
    if (release) {
      query.release = release;
      continue;
    }
    // The first word is part of the name ("cream" alone is not a qualifier of nothing), except
    // a salt in the Spanish order ("clorhidrato de metformina").
    const salt = i > 0 || next === 'de' ? typedSalt(word) : null;
    if (salt) {
      query.salts.push(salt);
      continue;
    }
    // A form may come first where a name follows ("gotas para los ojos de timolol").
    const formTest = i > 0 || rest.some((w) => !isQualifierWord(w)) ? formTestOfWord(word) : null;
    if (formTest) {
      query.forms.push({ word, test: formTest });
      continue;
    }
    // A filler may start a search a name follows ("para niños Tylenol #4").
    if ((i > 0 && UNIT.test(word)) || ((i > 0 || rest.length > 0) && FILLER_WORDS.has(word))) {
      continue;
    }
    query.nameWords.push(word);
  }
  query.name = query.nameWords.join(' ');
  query.typedWords = words.map((w) => w.typed);
  query.softWordIndexes = [...softWords];
  return query;
}

/**
 * A number is a strength when it carries a unit, or when only qualifiers follow it ("amoxicillin
 * 500", "metformin 500 ER"); a bare number inside a name is part of it ("omega 3 acid ethyl
 * esters"), and so is one of four digits ("polyethylene glycol 3350").
 */
function isStrength(word: string, unit: string | undefined, rest: readonly string[]): boolean {
  if (unit) return true;
  if (/^\d{4,}$/.test(word)) return false;
  return rest.every(isQualifierWord);
}

/** Whether a word qualifies a name rather than naming one. */
function isQualifierWord(w: string): boolean {
  return (
    NUMBER_WITH_UNIT.test(w) ||
    UNIT.test(w) ||
    IMMEDIATE.has(w) ||
    releaseLabelOfWord(w) !== null ||
    typedSalt(w) !== null ||
    formTestOfWord(w) !== null ||
    preferenceOfWord(w, w) !== null ||
    FILLER_WORDS.has(w)
  );
}

function numbersOf(text: string): number[] {
  return text
    .split(/[-/]/)
    .map(Number)
    .filter((n) => Number.isFinite(n));
}
