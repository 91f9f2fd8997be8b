/** Liveness: the process answers. Load balancers and container HEALTHCHECKs poll it. */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
