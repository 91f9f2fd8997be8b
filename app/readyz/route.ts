import { readiness } from '@/lib/server/readiness';

/** Readiness: 200 when every dependency serves, 503 (with what fails) otherwise. */
export async function GET(): Promise<Response> {
  const state = await readiness();
  return Response.json(state, {
    status: state.ready ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
