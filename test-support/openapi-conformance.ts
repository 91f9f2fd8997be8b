import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { problemType } from '@/lib/domain/api/problem';

/** One answer as a client saw it: what the document must describe. */
export interface GatewayAnswer {
  method: string;
  url: string;
  status: number;
  /** The Content-Type field, if any. */
  contentType: string | null;
  /** The Allow field, if any (a 405 and OPTIONS list the methods served). */
  allow: string | null;
  /** The body as text ('' when there is none); null when it was not read (HEAD, or gone). */
  body: string | null;
}

interface MediaObject {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaObject>;
}
interface OperationObject {
  responses?: Record<string, ResponseObject>;
}
type PathItem = Record<string, OperationObject>;

/** The parts of an OpenAPI 3.1 document the check reads. */
export interface OpenApiDescription {
  paths: Record<string, PathItem>;
  components?: { schemas?: Record<string, unknown> };
}

/** Media types, each with the JSON Pointer of its schema in the document (none: not checked). */
type MediaSchemas = Record<string, string | undefined>;

/** Checks one answer; the list of what the document does not describe in it (empty: conforms). */
export type ConformanceCheck = (answer: GatewayAnswer) => string[];

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The schema id the whole document is known by, so its `#/components/…` references resolve. */
const DOCUMENT_ID = 'openapi-document';

/** The problem the gateway answers for any /gateway path that is not an endpoint. */
const ROUTE_NOT_FOUND = problemType('route-not-found');

/** JSON Pointer escaping of one reference token (RFC 6901). */
const pointerToken = (token: string): string => token.replaceAll('~', '~0').replaceAll('/', '~1');

/** `application/json; charset=utf-8` → `application/json`. */
const essenceOf = (contentType: string): string =>
  (contentType.split(';')[0] ?? '').trim().toLowerCase();

const isJsonMedia = (essence: string): boolean => /^application\/(?:[\w.-]+\+)?json$/.test(essence);

/** A path template (`/things/{id}`) as an anchored regular expression. */
function templatePattern(template: string): RegExp {
  const parts = template
    .split(/\{[^}]+\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

/** Ajv's errors as lines a reader can act on: where, what, and the offending member or values. */
function describeSchemaErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath || '(root)';
    const params = error.params as Record<string, unknown>;
    const detail =
      'additionalProperty' in params
        ? ` "${String(params.additionalProperty)}"`
        : 'allowedValues' in params
          ? ` ${JSON.stringify(params.allowedValues)}`
          : '';
    return `${where} ${error.message ?? error.keyword}${detail}`;
  });
}

/**
 * The validator of a schema inside the document, by its JSON Pointer (`#/components/schemas/X`,
 * or the schema of one response's media type), with every `#/components/…` reference resolved.
 * Ajv 2020 (OpenAPI 3.1's dialect); `strict: false` because the document's other members
 * (`openapi`, `paths`, …) are not schema keywords.
 */
function documentSchemas(document: OpenApiDescription): (pointer: string) => ValidateFunction {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  return (pointer) => {
    const validate = ajv.getSchema(`${DOCUMENT_ID}${pointer}`);
    if (!validate) throw new Error(`the document has no schema at ${pointer}`);
    return validate;
  };
}

/**
 * Builds the check of answers against an OpenAPI document: the path (matched to its templates),
 * the operation, the status, the content type and the body (by its JSON Schema, with Ajv's
 * errors). Beyond the operations the document lists, two answers are part of HTTP itself and are
 * checked against what the document says of the path: OPTIONS (204, `Allow` = the documented
 * methods) and a method the path does not serve (the 405 the path's operations document, with
 * that `Allow`, or a refusal they all document). A path the document does not describe may only be answered with the
 * `route-not-found` problem (docs/API.md, the problem table), as the gateway's catch-all does.
 */
export function conformanceChecker(document: OpenApiDescription): ConformanceCheck {
  const schemaAt = documentSchemas(document);
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: templatePattern(template),
  }));

  /** The documented response of an operation for a status (exact, `4XX`, default), and its key. */
  function responseFor(
    responses: Record<string, ResponseObject>,
    status: number,
  ): [string, ResponseObject] | undefined {
    const keys = [String(status), `${String(status).charAt(0)}XX`, 'default'];
    const key = keys.find((candidate) => candidate in responses);
    const response = key === undefined ? undefined : responses[key];
    return key === undefined || response === undefined ? undefined : [key, response];
  }

  /**
   * Checks the content type and body of an answer against media types, each with the pointer of
   * its schema (none: any body of that type). No media type: the answer has no body.
   */
  function checkContent(answer: GatewayAnswer, media: MediaSchemas): string[] {
    const listed = Object.keys(media).join(', ');
    if (listed === '') {
      return answer.body
        ? [`documented without a body, but the answer has ${answer.body.length} characters`]
        : [];
    }
    if (!answer.contentType) return [`no Content-Type; documented: ${listed}`];
    const essence = essenceOf(answer.contentType);
    const documented = Object.keys(media).find((type) => essenceOf(type) === essence);
    if (documented === undefined) {
      return [`Content-Type ${essence} is not documented; documented: ${listed}`];
    }
    const pointer = media[documented];
    if (answer.body === null || pointer === undefined) return [];
    let body: unknown = answer.body;
    if (isJsonMedia(essence)) {
      try {
        body = JSON.parse(answer.body);
      } catch {
        return [`the body is not JSON: ${JSON.stringify(answer.body.slice(0, 80))}`];
      }
    }
    const validate = schemaAt(pointer);
    return validate(body) ? [] : describeSchemaErrors(validate.errors);
  }

  /** Checks an answer against the response documented at this pointer. */
  function checkResponse(answer: GatewayAnswer, response: ResponseObject, pointer: string) {
    const media = Object.entries(response.content ?? {}).map(([type, { schema }]) => [
      type,
      schema === undefined ? undefined : `${pointer}/content/${pointerToken(type)}/schema`,
    ]);
    return checkContent(answer, Object.fromEntries(media) as MediaSchemas);
  }

  /** The methods a path serves, as its `Allow` lists them (HEAD with GET, OPTIONS always). */
  function allowOf(item: PathItem): string[] {
    const methods = OPERATION_METHODS.filter((method) => method in item).map((method) =>
      method.toUpperCase(),
    );
    if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
    return [...methods, 'OPTIONS'].sort();
  }

  function checkAllow(answer: GatewayAnswer, item: PathItem): string[] {
    const expected = allowOf(item);
    const sent = (answer.allow ?? '')
      .split(',')
      .map((method) => method.trim().toUpperCase())
      .filter(Boolean)
      .sort();
    return sent.join() === expected.join()
      ? []
      : [`Allow is "${answer.allow ?? ''}", the document's methods are ${expected.join(', ')}`];
  }

  /**
   * A method the path has no operation for: OPTIONS served (204 and `Allow`), or refused — with
   * the 405 (and `Allow`), or with a refusal every operation of the path documents (a query
   * string too long is refused before the method is looked at).
   */
  function checkUnserved(answer: GatewayAnswer, template: string, item: PathItem): string[] {
    const method = answer.method.toUpperCase();
    if (method === 'OPTIONS' && answer.status === 204) {
      return [...checkAllow(answer, item), ...checkContent(answer, {})];
    }
    const status = String(answer.status);
    const operations = Object.entries(item);
    const refusal =
      answer.status >= 400 &&
      !(method === 'OPTIONS' && answer.status === 405) &&
      operations.every(([, operation]) => operation.responses?.[status]);
    const [operationMethod, operation] = operations[0] ?? [];
    const response = operation?.responses?.[status];
    if (!refusal || !response) {
      return [`${method} ${template} is not a documented operation, yet answered ${status}`];
    }
    const pointer = `#/paths/${pointerToken(template)}/${operationMethod}/responses/${status}`;
    return [
      ...(answer.status === 405 ? checkAllow(answer, item) : []),
      ...checkResponse(answer, response, pointer),
    ];
  }

  /** An answer for a path the document does not describe: only the route-not-found problem. */
  function checkUndocumentedPath(answer: GatewayAnswer, pathname: string): string[] {
    if (answer.status !== 404 || !document.components?.schemas?.Problem) {
      return [`${pathname} is not a documented path, yet answered ${answer.status}`];
    }
    const found = checkContent(answer, {
      'application/problem+json': '#/components/schemas/Problem',
    });
    if (found.length > 0 || answer.body === null) return found;
    const { type } = JSON.parse(answer.body) as { type: string };
    return type === ROUTE_NOT_FOUND
      ? []
      : [`${pathname} is not a documented path, yet answered the problem ${type}`];
  }

  return (answer) => {
    const pathname = new URL(answer.url, 'http://conformance.invalid').pathname;
    const match = templates.find(({ pattern }) => pattern.test(pathname));
    if (!match) return checkUndocumentedPath(answer, pathname);
    const item = document.paths[match.template] ?? {};
    const method = answer.method.toUpperCase() === 'HEAD' ? 'get' : answer.method.toLowerCase();
    const operation = item[method];
    if (!operation) return checkUnserved(answer, match.template, item);
    const responses = operation.responses ?? {};
    const found = responseFor(responses, answer.status);
    if (!found) {
      return [
        `status ${answer.status} is not documented for ${method.toUpperCase()} ${match.template}; documented: ${Object.keys(responses).join(', ')}`,
      ];
    }
    const [key, response] = found;
    const pointer = `#/paths/${pointerToken(match.template)}/${method}/responses/${key}`;
    return checkResponse(answer, response, pointer);
  };
}

/** Reads a Response (a clone, so the caller's body stays unread) into what the check needs. */
export async function answerOf(
  method: string,
  url: string,
  response: Response,
): Promise<GatewayAnswer> {
  return {
    method,
    url,
    status: response.status,
    contentType: response.headers.get('content-type'),
    allow: response.headers.get('allow'),
    body: method.toUpperCase() === 'HEAD' ? null : await response.clone().text(),
  };
}

/** One answer's violations as a paragraph: the request line, the status, then each violation. */
export const describeViolations = (answer: GatewayAnswer, violations: readonly string[]): string =>
  [
    `${answer.method} ${answer.url} → ${answer.status}`,
    ...violations.map((line) => `  - ${line}`),
  ].join('\n');
