// A vitest setup file: every answer a gateway route handler gives in a test is checked against
// the OpenAPI document (test-support/openapi-conformance.ts), and the test fails on any answer the
// document does not describe. The hook is the one wrapper every handler is built with,
// gatewayRoute (lib/server/http/gateway-route.ts), so no test has to opt in and none can forget.
import { afterAll, afterEach, vi } from 'vitest';
import type { GatewayRouteOptions } from '@/lib/server/http/gateway-route';
import {
  answerOf,
  conformanceChecker,
  describeViolations,
  type ConformanceCheck,
  type OpenApiDescription,
} from './openapi-conformance';

type Route = (request: Request) => Promise<Response>;

/** What the checked answers of the current test found; reported (and cleared) after each test. */
const found: string[] = [];

let checker: Promise<ConformanceCheck> | undefined;

/**
 * The document's check, built on the first answer: the document is imported then, not at setup,
 * so that it is built from the same modules the test's routes were (after any of its mocks).
 */
function check(): Promise<ConformanceCheck> {
  checker ??= import('@/lib/server/openapi/document').then(({ openApiDocument }) =>
    conformanceChecker(openApiDocument() as unknown as OpenApiDescription),
  );
  return checker;
}

/** A route whose every answer is checked before the test sees it; the answer is not altered. */
function checked(route: Route): Route {
  return async (request) => {
    const response = await route(request);
    const answer = await answerOf(request.method, request.url, response);
    const violations = (await check())(answer);
    if (violations.length > 0) found.push(describeViolations(answer, violations));
    return response;
  };
}

vi.mock('@/lib/server/http/gateway-route', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/server/http/gateway-route')>();
  return {
    ...original,
    gatewayRoute: (
      handler: Parameters<typeof original.gatewayRoute>[0],
      options?: GatewayRouteOptions,
    ) => checked(original.gatewayRoute(handler, options)),
  };
});

/** Fails the test (or the file, for answers given after its last test) on undocumented answers. */
function reportFound(): void {
  if (found.length === 0) return;
  const report = found.splice(0).join('\n');
  throw new Error(`Answers the OpenAPI document does not describe:\n${report}`);
}

afterEach(reportFound);
afterAll(reportFound);
