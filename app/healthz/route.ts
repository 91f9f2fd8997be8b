import { methodsNotAllowed } from '@/lib/server/http/method-not-allowed';

/** Liveness: the process answers. Load balancers and container HEALTHCHECKs poll it. */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}

// Next alone answers the other methods with an empty 405; these say what is served.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET');
