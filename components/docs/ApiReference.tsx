import { OperationSection } from './OperationSection';
import { operationsOf, schemaAnchor, type OpenApiDocument } from './openapi-view';
import { Prose } from './Prose';
import { PropertyList, SchemaSummary } from './SchemaView';
import './api-reference.css';

/**
 * The gateway's API reference, rendered on the server from its OpenAPI document: plain HTML and
 * links, no script of its own, so it shows at once and keeps the site's strict CSP.
 */
export function ApiReference({ document }: { document: OpenApiDocument }) {
  const operations = operationsOf(document);
  const { schemas, securitySchemes } = document.components;
  return (
    <>
      <header className="api-intro">
        <h1>{document.info.title}</h1>
        <p className="api-version">
          Version {document.info.version} · OpenAPI {document.openapi} ·{' '}
          <a href="/gateway/openapi.json">openapi.json</a>
        </p>
        {document.info.description ? (
          <p>
            <Prose text={document.info.description} />
          </p>
        ) : null}
      </header>
      <div className="api-layout">
        <nav className="api-contents" aria-labelledby="contents">
          <h2 id="contents">Contents</h2>
          <ul>
            {operations.map(({ method, path, anchor }) => (
              <li key={anchor}>
                <a href={`#${anchor}`}>
                  <span className={`method method-${method}`}>{method.toUpperCase()}</span>{' '}
                  <span className="path">{path}</span>
                </a>
              </li>
            ))}
            <li>
              <a href="#authentication">Authentication</a>
            </li>
            <li>
              <a href="#schemas">Schemas</a>
            </li>
          </ul>
        </nav>
        <div className="api-body">
          <section aria-labelledby="operations">
            <h2 id="operations">Operations</h2>
            {operations.map((at) => (
              <OperationSection key={at.anchor} at={at} schemes={securitySchemes} />
            ))}
          </section>
          <section aria-labelledby="authentication" className="api-section">
            <h2 id="authentication">Authentication</h2>
            <dl className="fields">
              {Object.entries(securitySchemes).map(([name, scheme]) => (
                <div key={name} className="field-row">
                  <dt>
                    <code>{name}</code>
                  </dt>
                  <dd>
                    <p>
                      {scheme.type === 'http'
                        ? `HTTP ${scheme.scheme} (${scheme.bearerFormat ?? 'token'}) in Authorization`
                        : `${scheme.name} ${scheme.in}`}
                    </p>
                    {scheme.description ? (
                      <p className="schema-description">
                        <Prose text={scheme.description} />
                      </p>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="schemas" className="api-section">
            <h2 id="schemas">Schemas</h2>
            {Object.entries(schemas).map(([name, schema]) => (
              <section
                key={name}
                id={schemaAnchor(name)}
                className="schema"
                aria-labelledby={`${schemaAnchor(name)}-title`}
              >
                <h3 id={`${schemaAnchor(name)}-title`}>{name}</h3>
                {schema.properties ? (
                  <>
                    {schema.description ? (
                      <p className="schema-description">
                        <Prose text={schema.description} />
                      </p>
                    ) : null}
                    <PropertyList schema={schema} depth={1} />
                  </>
                ) : (
                  <SchemaSummary schema={schema} />
                )}
              </section>
            ))}
          </section>
        </div>
      </div>
    </>
  );
}
