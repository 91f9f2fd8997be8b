import { problemType, type FieldError, type Problem, type ProblemSlug } from './problem';

/**
 * An RFC 9457 problem the gateway answered (4xx/5xx), with its field errors: what the browser's
 * fetch throws and what the server's in-process search throws for the same answer, so pages and
 * components handle both alike.
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.detail || problem.title);
    this.name = 'ApiProblem';
  }

  /** Field errors by parameter name. */
  get fieldErrors(): FieldError[] {
    return this.problem.errors ?? [];
  }

  /** Whether the gateway answered with this kind of problem (by type, never by reading prose). */
  is(slug: ProblemSlug): boolean {
    return this.problem.type === problemType(slug);
  }
}
