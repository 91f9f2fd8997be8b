import { describe, expect, it } from 'vitest';
import {
  constraintsOf,
  operationsOf,
  refName,
  variantsOf,
  type OpenApiDocument,
} from './openapi-view';

describe('the API reference’s reading of the OpenAPI document', () => {
  it('says a schema’s constraints in words', () => {
    expect(constraintsOf({ type: 'string', minLength: 1, pattern: '^[BGA]$' })).toEqual([
      'pattern ^[BGA]$',
      'at least 1 character',
    ]);
    expect(constraintsOf({ type: 'string', maxLength: 100 })).toEqual(['up to 100 characters']);
    expect(constraintsOf({ type: 'array', minItems: 1, maxItems: 5 })).toEqual(['1–5 items']);
    expect(constraintsOf({ type: 'string', enum: ['B', 'G'] })).toEqual(['one of "B", "G"']);
    expect(constraintsOf({ type: 'number', minimum: 0 })).toEqual(['≥ 0']);
  });

  it('says a lone null of a union as “or null”, and names referenced schemas', () => {
    expect(
      variantsOf({ anyOf: [{ $ref: '#/components/schemas/NameMatch' }, { type: 'null' }] }),
    ).toEqual({ variants: [{ $ref: '#/components/schemas/NameMatch' }], nullable: true });
    expect(refName('#/components/schemas/LocatedDrug')).toBe('LocatedDrug');
  });

  it('lists operations in the document’s order, each with a fragment id', () => {
    const document = {
      paths: {
        '/gateway/Drug/FindDrugs': { get: { responses: {} } },
        '/gateway/auth/token': { post: { responses: {} } },
      },
    } as unknown as OpenApiDocument;
    expect(operationsOf(document).map(({ method, anchor }) => [method, anchor])).toEqual([
      ['get', 'get-gateway-Drug-FindDrugs'],
      ['post', 'post-gateway-auth-token'],
    ]);
  });
});
