import { Fragment } from 'react';
import { constraintsOf, refName, schemaAnchor, variantsOf, type JsonSchema } from './openapi-view';
import { Prose } from './Prose';

/** Nested objects beyond this depth are named, not spelled out (the document needs four). */
const MAX_DEPTH = 5;

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A schema's type in words, named schemas as links: "array of LocatedDrug", "string or null". */
export function SchemaType({ schema }: { schema: JsonSchema }) {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return <a href={`#${schemaAnchor(name)}`}>{name}</a>;
  }
  if (schema.anyOf || schema.oneOf) {
    const { variants, nullable } = variantsOf(schema);
    return (
      <>
        {variants.map((variant, index) => (
          <Fragment key={index}>
            {index > 0 ? ' or ' : null}
            <SchemaType schema={variant} />
          </Fragment>
        ))}
        {nullable ? ' or null' : null}
      </>
    );
  }
  const types = typesOf(schema);
  if (types.includes('array')) {
    const others = types.filter((type) => type !== 'array');
    return (
      <>
        {schema.prefixItems ? 'list of ' : 'array of '}
        {schema.prefixItems ? (
          schema.prefixItems.map((item, index) => (
            <Fragment key={index}>
              {index > 0 ? ', ' : null}
              <SchemaType schema={item} />
            </Fragment>
          ))
        ) : (
          <SchemaType schema={schema.items ?? {}} />
        )}
        {others.length > 0 ? ` or ${others.join(' or ')}` : null}
      </>
    );
  }
  return <>{types.join(' or ') || 'any value'}</>;
}

/** Type, constraints and description of one schema, for a property or a parameter. */
export function SchemaSummary({
  schema,
  description,
}: {
  schema: JsonSchema;
  description?: string;
}) {
  const constraints = constraintsOf(schema);
  const text = description ?? schema.description;
  return (
    <>
      <p className="schema-type">
        <SchemaType schema={schema} />
        {constraints.length > 0 ? (
          <span className="constraints">{` · ${constraints.join(' · ')}`}</span>
        ) : null}
      </p>
      {text ? (
        <p className="schema-description">
          <Prose text={text} />
        </p>
      ) : null}
    </>
  );
}

/** The fields an inline object (or an array or union of them) spells out below its type. */
function NestedFields({ schema, depth }: { schema: JsonSchema; depth: number }) {
  if (depth > MAX_DEPTH) return null;
  if (schema.properties) return <PropertyList schema={schema} depth={depth} />;
  if (schema.items) return <NestedFields schema={schema.items} depth={depth} />;
  const { variants } = variantsOf(schema);
  const inline = variants.filter((variant) => variant.properties);
  if (inline.length === 0) return null;
  if (inline.length === 1 && inline[0]) return <NestedFields schema={inline[0]} depth={depth} />;
  return (
    <ol className="variants">
      {inline.map((variant, index) => (
        <li key={index}>
          <p className="variant-title">{variantTitle(variant, index)}</p>
          <PropertyList schema={variant} depth={depth} />
        </li>
      ))}
    </ol>
  );
}

/** A union member by the constant that tells it apart ("kind: generic"), else by its place. */
function variantTitle(variant: JsonSchema, index: number): string {
  const tag = Object.entries(variant.properties ?? {}).find(([, p]) => p.const !== undefined);
  return tag ? `${tag[0]}: ${String(tag[1].const)}` : `Variant ${index + 1}`;
}

/** An object's properties: name, whether required, type, constraints, description, and nested. */
export function PropertyList({ schema, depth }: { schema: JsonSchema; depth: number }) {
  const required = new Set(schema.required ?? []);
  return (
    <dl className="fields">
      {Object.entries(schema.properties ?? {}).map(([name, property]) => (
        <div key={name} className="field-row">
          <dt>
            <code>{name}</code>
            {required.has(name) ? <span className="badge">required</span> : null}
          </dt>
          <dd>
            <SchemaSummary schema={property} />
            <NestedFields schema={property} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
