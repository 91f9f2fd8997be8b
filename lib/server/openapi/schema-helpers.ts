import 'server-only';
import { z } from 'zod';
import {
  PROBLEM_TYPES,
  problemType,
  type Problem,
  type ProblemSlug,
} from '@/lib/domain/api/problem';

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of one zod schema, as a client sends or gets it. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const rest = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  delete rest.$schema; // the document's dialect applies
  // Named schemas come back as local $defs; in the document they are components.
  return JSON.parse(
    JSON.stringify(rest).replaceAll('"#/$defs/', '"#/components/schemas/'),
  ) as Record<string, unknown>;
}

/** Query parameters from a map of field schemas; descriptions move up to the parameter. */
export function queryParameters(
  fields: Record<string, z.ZodType>,
  required: readonly string[],
): Array<Record<string, unknown>> {
  return Object.entries(fields).map(([name, field]) => {
    const { description, ...schema } = jsonSchemaOf(field, 'input');
    return { name, in: 'query', required: required.includes(name), description, schema };
  });
}

/** RFC 9457 problem details as the gateway sends them, with the closed set of types. */
export const problemSchema = z
  .object({
    type: z.enum(
      Object.keys(PROBLEM_TYPES).map((slug) => problemType(slug as ProblemSlug)) as [
        string,
        ...string[],
      ],
    ),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string().optional().describe('The request id, also in x-request-id'),
    errors: z
      .array(z.object({ parameter: z.string(), message: z.string() }))
      .optional()
      .describe('Every invalid parameter (400 only)'),
    priced: z
      .array(z.object({ name: z.string(), form: z.string(), strengths: z.array(z.string()) }))
      .optional()
      .describe(
        'variant-not-priced only: what the named drug is priced as instead, by name and form with its strengths',
      ),
    suggestions: z
      .array(z.string())
      .optional()
      .describe(
        'drug-not-found only: the priced names closest in spelling to a DrugName nothing matched, one per medicine, at most 5 ("Did you mean"); omitted when there are none',
      ),
    candidates: z
      .array(z.string())
      .optional()
      .describe(
        'drug-not-found only: the priced combinations that contain a DrugName found only inside several combinations ("levodopa" → carbidopa / levodopa, …); one such combination is answered at once',
      ),
  })
  .meta({ id: 'Problem' }) satisfies z.ZodType<Problem>;

/** The problem responses of an operation, by status, each with its catalogue types (and only those). */
export function problemResponses(...slugs: ProblemSlug[]): Record<string, unknown> {
  const byStatus = new Map<number, ProblemSlug[]>();
  for (const slug of slugs) {
    const { status } = PROBLEM_TYPES[slug];
    byStatus.set(status, [...(byStatus.get(status) ?? []), slug]);
  }
  return Object.fromEntries(
    [...byStatus.entries()].map(([status, kinds]) => [
      String(status),
      {
        description: kinds
          .map((slug) => `${problemType(slug)}: ${PROBLEM_TYPES[slug].title}`)
          .join('; '),
        content: {
          'application/problem+json': {
            // The Problem, narrowed to the kinds this operation answers with at this status: an
            // answer of another kind is undocumented (a validating proxy or the tests refuse it).
            schema: {
              $ref: '#/components/schemas/Problem',
              properties: { type: { enum: kinds.map(problemType) }, status: { const: status } },
            },
          },
        },
      },
    ]),
  );
}

/** A JSON 200 response referring to a component schema. */
export const jsonResponse = (description: string, id: string) => ({
  '200': {
    description,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${id}` } } },
  },
});
