import { readiness } from '@/lib/server/runtime/readiness';
import { methodsNotAllowed } from '@/lib/server/http/method-not-allowed';

/** Readiness: 200 when every dependency serves, 503 (with what fails) otherwise. */
export async function GET(): Promise<Response> {
  const state = await readiness();
  return Response.json(state, {
    status: state.ready ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}

// Next alone answers the other methods with an empty 405; these say what is served.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET');
