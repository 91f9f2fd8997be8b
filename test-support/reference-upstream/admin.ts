import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReferenceApi } from './api';
import { faultsSchema, noFaults, type CallCounts, type Faults } from './faults';
import { readJson, send } from './io';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The admin endpoint for manual runs: `GET /__admin/faults` (switches and call counts),
 * `POST /__admin/faults` (a partial set of switches), `POST /__admin/expire-tokens`,
 * `POST /__admin/revoke-logins`, `POST /__admin/reset`. It answers callers on this machine only,
 * even when the server listens on every interface; to anyone else it does not exist.
 */
export async function admin(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  state: { enabled: boolean; faults: Faults; calls: CallCounts; api: ReferenceApi },
): Promise<void> {
  const { faults, calls, api } = state;
  if (!state.enabled || !LOOPBACK.has(req.socket.remoteAddress ?? '')) {
    return send(res, 404, { message: 'Not found', code: 'NOT_FOUND' });
  }
  if (req.method === 'POST' && path === '/__admin/faults') {
    const parsed = faultsSchema.partial().safeParse(await readJson(req));
    if (!parsed.success) {
      return send(res, 400, { message: parsed.error.message, code: 'BAD_REQUEST' });
    }
    Object.assign(faults, parsed.data);
  } else if (req.method === 'POST' && path === '/__admin/expire-tokens') {
    api.expireAccessTokens();
  } else if (req.method === 'POST' && path === '/__admin/revoke-logins') {
    await api.revokeLogins();
  } else if (req.method === 'POST' && path === '/__admin/reset') {
    Object.assign(faults, noFaults());
    Object.assign(calls, { login: 0, refresh: 0, findDrugs: 0, autocomplete: 0 });
  } else if (!(req.method === 'GET' && path === '/__admin/faults')) {
    return send(res, 404, { message: 'Not found', code: 'NOT_FOUND' });
  }
  send(res, 200, { faults, calls });
}
