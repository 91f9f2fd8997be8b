import type { ServerResponse } from 'node:http';

export const OFFLINE_COPY_HEADER: string;
export const FALLBACK_HTML_CSP: string;
export function withResponseDefaults(
  res: ServerResponse,
  facts: { requestId: string; hsts: boolean; cacheControl?: string },
): void;
