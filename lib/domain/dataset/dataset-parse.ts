import type { z } from 'zod';
import { coverageFileSchema, type CoverageFile } from '../place/coverage';
import {
  drugNamesFileSchema,
  drugProductSchema,
  drugSearchNameSchema,
  drugsFileSchema,
  pharmaciesFileSchema,
  pharmacySchema,
  zipRowSchema,
  zipsFileSchema,
  type DrugProduct,
  type DrugSearchName,
  type ListingSource,
  type Pharmacy,
  type ZipRow,
} from './dataset-schema';

/** The whole embedded dataset, validated. */
export interface Dataset {
  products: DrugProduct[];
  drugNames: DrugSearchName[];
  pharmacies: Pharmacy[];
  /** Each pharmacy source's as-of date and title, by the `source` its rows name. */
  listingSources: Record<string, ListingSource>;
  zips: ZipRow[];
  /** Which kinds of pharmacy each state's list lacks (for the coverage note). */
  coverage: CoverageFile;
}

/** A dataset file that does not match its schema; the message names the file and the row. */
export class DatasetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatasetError';
  }
}

const issueText = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`).join('; ');

/**
 * Validates one file's text: its top-level shape, then every row, then a uniqueness key, so a
 * corrupt file stops the server with the file, row index and row id in the message.
 */
function parseRows<T, F extends Record<string, unknown>>(
  fileName: string,
  text: string,
  fileSchema: z.ZodType<F>,
  listKey: string,
  rowSchema: z.ZodType<T>,
  idOf: (row: T) => string,
): { rows: T[]; file: F } {
  const file = parseWhole(fileName, text, fileSchema);
  const raw = file[listKey] as unknown[];
  const rows: T[] = new Array(raw.length);
  const seen = new Set<string>();
  for (let index = 0; index < raw.length; index += 1) {
    const parsed = rowSchema.safeParse(raw[index]);
    if (!parsed.success) {
      const id = rawId(raw[index]);
      throw new DatasetError(
        `${fileName}: ${listKey}[${index}]${id ? ` (${id})` : ''}: ${issueText(parsed.error)}`,
      );
    }
    // The source row can go at once: holding both copies of every row was the start-up peak.
    raw[index] = undefined;
    const id = idOf(parsed.data);
    if (seen.has(id))
      throw new DatasetError(`${fileName}: ${listKey}[${index}]: duplicate id ${id}`);
    seen.add(id);
    rows[index] = parsed.data;
  }
  return { rows, file };
}

/** Validates a file that is one object rather than a list of rows. */
function parseWhole<T>(fileName: string, text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new DatasetError(`${fileName}: not valid JSON (${(err as Error).message})`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new DatasetError(`${fileName}: ${issueText(parsed.error)}`);
  return parsed.data;
}

function rawId(row: unknown): string | null {
  if (Array.isArray(row)) return typeof row[0] === 'string' ? `zip ${row[0]}` : null;
  if (row && typeof row === 'object') {
    const record = row as Record<string, unknown>;
    if (typeof record.ndc === 'string') return `ndc ${record.ndc}`;
    if (typeof record.id === 'string') return `id ${record.id}`;
  }
  return null;
}

type DatasetFile = 'drugs' | 'drugNames' | 'pharmacies' | 'zips' | 'coverage';

/**
 * Parses and validates the dataset files, each read when its turn comes (texts or readers), so
 * only one file's text and tree are in memory at a time.
 */
export function parseDataset(
  sources: Record<DatasetFile, string | (() => string)>,
  dir = 'data',
): Dataset {
  const text = (name: DatasetFile): string => {
    const source = sources[name];
    return typeof source === 'function' ? source() : source;
  };
  const pharmacies = parseRows(
    `${dir}/pharmacies.json`,
    text('pharmacies'),
    pharmaciesFileSchema,
    'pharmacies',
    pharmacySchema,
    (p) => p.id,
  );
  const listingSources = pharmacies.file.sources;
  const unlisted = pharmacies.rows.findIndex((p) => !Object.hasOwn(listingSources, p.source));
  if (unlisted >= 0) {
    const row = pharmacies.rows[unlisted];
    throw new DatasetError(
      `${dir}/pharmacies.json: pharmacies[${unlisted}] (id ${row?.id}): source ${row?.source} is not in "sources"`,
    );
  }
  return {
    coverage: parseWhole(`${dir}/coverage.json`, text('coverage'), coverageFileSchema),
    products: parseRows(
      `${dir}/drugs.json`,
      text('drugs'),
      drugsFileSchema,
      'products',
      drugProductSchema,
      (p) => p.ndc,
    ).rows,
    drugNames: parseRows(
      `${dir}/drug-names.json`,
      text('drugNames'),
      drugNamesFileSchema,
      'names',
      drugSearchNameSchema,
      (n) => `${n.name}|${n.familyKey}`,
    ).rows,
    pharmacies: pharmacies.rows,
    listingSources,
    zips: parseRows(
      `${dir}/zips.json`,
      text('zips'),
      zipsFileSchema,
      'zips',
      zipRowSchema,
      (z) => z[0],
    ).rows,
  };
}
