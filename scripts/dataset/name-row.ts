/** The columns brand-ingredients.csv and world-names.csv share: a name, what it is, and why. */
export interface NameRow {
  name: string;
  /** Active ingredients, lower case, in the order written. */
  ingredients: string[];
  source: string;
  /** Dosage forms the name stands for, as a pattern over form names ("CREAM|GEL"); null for any. */
  form: string | null;
}

/** Reads and checks one row (`nameColumn` holds the name); the error names file and line. */
export function readNameRow(
  row: Readonly<Record<string, string>>,
  where: { file: string; index: number; nameColumn: string; sources: ReadonlySet<string> },
): NameRow {
  const line = `${where.file} row ${where.index + 2}`;
  const name = (row[where.nameColumn] ?? '').trim();
  const ingredients = (row.ingredients ?? '')
    .split(';')
    .map((i) => i.trim().toLowerCase())
    .filter(Boolean);
  const source = (row.source ?? '').trim();
  const form = (row.form ?? '').trim() || null;
  if (!name || ingredients.length === 0 || !where.sources.has(source)) {
    throw new Error(`${line}: needs ${where.nameColumn}, ingredients and a known source`);
  }
  if (form && !/^[A-Z]+(\|[A-Z]+)*$/.test(form)) {
    throw new Error(`${line}: form is FORM|FORM…`);
  }
  return { name, ingredients, source, form };
}
