import { POST as login } from '@/app/gateway/auth/token/route';
import { DEV_CLIENT_KEY } from '@/lib/server/core/env';

/** Logs in through the real token endpoint and returns the pair. */
export async function loginPair(groupID = 'G1', clientKey = DEV_CLIENT_KEY) {
  const response = await login(
    new Request('http://localhost/gateway/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-svc-client-key': clientKey },
      body: JSON.stringify({ groupID }),
    }),
  );
  if (response.status !== 200)
    throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as {
    accessToken: string;
    refreshToken: string;
    expiresIn: number;
    tokenType: string;
  };
}

/** Headers of an authenticated API call for this group. */
export async function apiHeaders(groupID = 'G1'): Promise<Record<string, string>> {
  const { accessToken } = await loginPair(groupID);
  return { 'x-svc-client-key': DEV_CLIENT_KEY, authorization: `Bearer ${accessToken}` };
}
