import type { MediaContent, OperationAt, SecurityScheme } from './openapi-view';
import { Prose } from './Prose';
import { SchemaSummary, SchemaType } from './SchemaView';

interface Props {
  at: OperationAt;
  schemes: Record<string, SecurityScheme>;
}

/** "x-svc-client-key header and Bearer token, or session cookie"; "none" for an empty one. */
function securityText(requirements: Array<Record<string, string[]>>, schemes: Props['schemes']) {
  const says = (name: string) => {
    const scheme = schemes[name];
    if (!scheme) return name;
    if (scheme.type === 'http')
      return `${scheme.scheme === 'bearer' ? 'Bearer' : scheme.scheme} token`;
    return `${scheme.name} ${scheme.in}`;
  };
  return requirements
    .map((requirement) => Object.keys(requirement).map(says).join(' and ') || 'none')
    .join(', or ');
}

function Content({ content }: { content: Record<string, MediaContent> | undefined }) {
  return Object.entries(content ?? {}).map(([mediaType, { schema }]) => (
    <p key={mediaType} className="media">
      <code>{mediaType}</code>
      {schema ? (
        <>
          {': '}
          <SchemaType schema={schema} />
        </>
      ) : null}
    </p>
  ));
}

/** A problem response's types, one a line ("/problems/rate-limited: Too many requests"). */
function ResponseDescription({ text }: { text: string }) {
  const parts = text.split('; ');
  if (parts.length > 1 && parts.every((part) => part.startsWith('/problems/'))) {
    return (
      <ul className="problem-types">
        {parts.map((part) => (
          <li key={part}>
            <Prose text={part} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <Prose text={text} />
    </p>
  );
}

/** One operation: method and path, what it does, who may call it, parameters, body, responses. */
export function OperationSection({ at, schemes }: Props) {
  const { method, path, operation, anchor } = at;
  const titleId = `${anchor}-title`;
  return (
    <section id={anchor} className="operation" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <span className={`method method-${method}`}>{method.toUpperCase()}</span>{' '}
        <code className="path">{path}</code>
      </h3>
      {operation.summary ? <p className="summary">{operation.summary}</p> : null}
      {operation.security ? (
        <p className="security">
          <span className="label">Authentication:</span> {securityText(operation.security, schemes)}
        </p>
      ) : null}
      {operation.parameters && operation.parameters.length > 0 ? (
        <>
          <h4>Parameters</h4>
          <dl className="fields">
            {operation.parameters.map((parameter) => (
              <div key={`${parameter.in}-${parameter.name}`} className="field-row">
                <dt>
                  <code>{parameter.name}</code>
                  <span className="badge quiet">{parameter.in}</span>
                  {parameter.required ? <span className="badge">required</span> : null}
                </dt>
                <dd>
                  <SchemaSummary
                    schema={parameter.schema ?? {}}
                    description={parameter.description}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {operation.requestBody ? (
        <>
          <h4>Request body{operation.requestBody.required ? ' (required)' : ''}</h4>
          <Content content={operation.requestBody.content} />
        </>
      ) : null}
      <h4>Responses</h4>
      <dl className="fields responses">
        {Object.entries(operation.responses).map(([status, response]) => (
          <div key={status} className="field-row">
            <dt>
              <span className={`status status-${status[0]}xx`}>{status}</span>
            </dt>
            <dd>
              <ResponseDescription text={response.description} />
              <Content content={response.content} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
