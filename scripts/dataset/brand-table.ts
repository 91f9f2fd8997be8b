import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from './csv';
import { readNameRow } from './name-row';

/** Public references a brand's ingredients are taken from (one per row of the table). */
const SOURCES = new Set(['Orange Book', 'FDA label', 'DailyMed']);

export interface BrandEntry {
  /** The brand as its maker spells it ("Toprol XL", "Trelegy Ellipta"). */
  brand: string;
  /** Active ingredients, as named on the label. */
  ingredients: string[];
  source: string;
  /**
   * The brand's dosage forms as a pattern over form names ("AEROSOL" for Flovent, "CREAM|GEL"
   * for Retin-A), given where its family has other forms; null otherwise.
   */
  form: string | null;
  /** True for a brand sold over the counter (supply "OTC"): its name means the OTC products. */
  otc: boolean;
}

/** Upper-case words only, so "KLOR-CON M15" and "Klor-Con" compare word by word. */
const matchKey = (name: string): string =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/**
 * The brand → ingredients table (`brand-ingredients.csv`): facts from the FDA Orange Book, FDA
 * labels and DailyMed, for brands whose ingredient the 2015 FDA directory does not give (launched
 * later, or only in NADAC's description) and for brands people type that NADAC does not price.
 */
export class BrandTable {
  readonly entries: readonly BrandEntry[];
  private readonly byKey = new Map<string, BrandEntry>();
  private readonly longestWords: number;

  constructor(rows: ReadonlyArray<Record<string, string>>) {
    this.entries = rows.map((row, index) => {
      const { name, ingredients, source, form } = readNameRow(row, {
        file: 'brand-ingredients.csv',
        index,
        nameColumn: 'brand',
        sources: SOURCES,
      });
      return { brand: name, ingredients, source, form, otc: row.supply?.trim() === 'OTC' };
    });
    for (const entry of this.entries) {
      const key = matchKey(entry.brand);
      if (this.byKey.has(key)) throw new Error(`brand-ingredients.csv: ${entry.brand} twice`);
      this.byKey.set(key, entry);
    }
    this.longestWords = Math.max(0, ...[...this.byKey.keys()].map((k) => k.split(' ').length));
  }

  /** Reads the table kept beside this module. */
  static load(): BrandTable {
    const file = path.join(import.meta.dirname, 'brand-ingredients.csv');
    return new BrandTable(parseCsv(readFileSync(file, 'utf8')));
  }

  /**
   * The longest brand that starts a product's name word for word: "HUMALOG MIX 75-25 KWIKPEN" is
   * Humalog Mix, "HUMALOG 100 UNIT/ML VIAL" is Humalog, "HUMIRA(CF) PEN" is Humira.
   */
  match(name: string): BrandEntry | null {
    const words = matchKey(name).split(' ');
    for (let count = Math.min(words.length, this.longestWords); count > 0; count -= 1) {
      const entry = this.byKey.get(words.slice(0, count).join(' '));
      if (entry) return entry;
    }
    return null;
  }
}
