import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WORLD_NAME_KINDS, type WorldNameKind } from '../../lib/domain/drug/identity/world-names';
import { parseCsv } from './csv';
import { readNameRow } from './name-row';

/** References a name is checked against (one per row of world-names.csv). */
const SOURCES = new Set([
  'WHO INN',
  'WHO INN (Spanish)',
  'BNF',
  'MedlinePlus en español',
  'FDA label',
  'DailyMed',
  'USP',
]);

/** A name from outside the US label: INN, British, Spanish, or a nickname. */
export interface WorldName {
  name: string;
  kind: WorldNameKind;
  /** The US ingredient names it stands for. */
  ingredients: string[];
  /** The forms it stands for ("TABLET" for Z-Pack), as a pattern over form names; null for any. */
  form: string | null;
  /** The strength it stands for, as products write it ("81 MG"); null for any. */
  strength: string | null;
  source: string;
}

/**
 * The reviewed list of names people type that no US label uses (`world-names.csv`): INN and
 * British names (paracetamol, frusemide), the Spanish generic names US Hispanic shoppers type
 * (levotiroxina; accents are optional in search), and nicknames (Z-Pack in every spelling,
 * baby aspirin), each with the reference it is checked against.
 */
export function loadWorldNames(
  file = path.join(import.meta.dirname, 'world-names.csv'),
): WorldName[] {
  return parseCsv(readFileSync(file, 'utf8')).map((row, index) => {
    const named = readNameRow(row, {
      file: 'world-names.csv',
      index,
      nameColumn: 'name',
      sources: SOURCES,
    });
    const kind = (row.kind ?? '').trim() as WorldNameKind;
    if (!WORLD_NAME_KINDS.includes(kind)) {
      throw new Error(
        `world-names.csv row ${index + 2}: kind is one of ${WORLD_NAME_KINDS.join(', ')}`,
      );
    }
    return { ...named, kind, strength: (row.strength ?? '').trim() || null };
  });
}
