/**
 * The parts of an OpenAPI 3.1 document the reference page reads, and the words it shows for a
 * JSON Schema. The document is our own (lib/server/openapi/document.ts, tested against the
 * OpenAPI schema), so these types describe it rather than check it.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface MediaContent {
  schema?: JsonSchema;
}

interface Operation {
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaContent> };
  responses: Record<string, { description: string; content?: Record<string, MediaContent> }>;
}

export interface SecurityScheme {
  type: string;
  in?: string;
  name?: string;
  scheme?: string;
  bearerFormat?: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  components: {
    securitySchemes: Record<string, SecurityScheme>;
    schemas: Record<string, JsonSchema>;
  };
  paths: Record<string, Record<string, Operation>>;
}

/** An operation with where it lives, in the document's order. */
export interface OperationAt {
  method: string;
  path: string;
  operation: Operation;
  /** The fragment id of its section. */
  anchor: string;
}

export function operationsOf(document: OpenApiDocument): OperationAt[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method,
      path,
      operation,
      anchor: `${method}-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`,
    })),
  );
}

/** The component a `$ref` names ("#/components/schemas/LocatedDrug" → "LocatedDrug"). */
export const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);

/** The fragment id of a component schema's section. */
export const schemaAnchor = (name: string): string => `schema-${name}`;

const literal = (value: unknown): string => JSON.stringify(value);

/** "1–100 characters", "at least 1 character", "up to 100 characters". */
function range(min: number | undefined, max: number | undefined, unit: string): string | null {
  const units = (n: number) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (min !== undefined && max !== undefined) return `${min}–${units(max)}`;
  if (min !== undefined) return `at least ${units(min)}`;
  if (max !== undefined) return `up to ${units(max)}`;
  return null;
}

/**
 * The constraints of a schema in words: "one of "B", "G"", "pattern ^\d{11}$", "up to 100 characters".
 * Types and references are shown apart (SchemaType).
 */
export function constraintsOf(schema: JsonSchema): string[] {
  const said: string[] = [];
  if (schema.const !== undefined) said.push(`always ${literal(schema.const)}`);
  if (schema.enum) said.push(`one of ${schema.enum.map(literal).join(', ')}`);
  if (schema.pattern) said.push(`pattern ${schema.pattern}`);
  const bounds = [
    range(schema.minLength, schema.maxLength, 'character'),
    range(schema.minItems, schema.maxItems, 'item'),
    schema.minimum !== undefined ? `≥ ${schema.minimum}` : null,
    schema.maximum !== undefined ? `≤ ${schema.maximum}` : null,
  ];
  return [...said, ...bounds.filter((bound): bound is string => bound !== null)];
}

/** The alternatives of a union, with a lone null said as "or null" rather than listed. */
export function variantsOf(schema: JsonSchema): { variants: JsonSchema[]; nullable: boolean } {
  const all = schema.anyOf ?? schema.oneOf ?? [];
  const variants = all.filter((variant) => variant.type !== 'null');
  return { variants, nullable: variants.length < all.length };
}
