import 'server-only';
import { serverEnv } from '@/lib/server/env';
import { unauthorized } from '@/lib/server/errors';

/** Who is calling a gateway endpoint, once authenticated. */
export type Caller =
  | { kind: 'api'; clientKey: string; groupId: string | null }
  | { kind: 'browser'; groupId: string | null };

/**
 * The one seam where authentication plugs into FindDrugs. Interim rule until token auth lands:
 * API callers need a configured client key; same-origin browser calls from our own pages pass.
 */
export async function authenticateCaller(request: Request): Promise<Caller> {
  const clientKey = request.headers.get('x-svc-client-key');
  if (clientKey !== null) {
    if (!serverEnv().clientKeys.has(clientKey)) throw unauthorized('Unknown client key.');
    return { kind: 'api', clientKey, groupId: null };
  }
  if (request.headers.get('sec-fetch-site') === 'same-origin')
    return { kind: 'browser', groupId: null };
  throw unauthorized('Send the x-svc-client-key header.');
}
