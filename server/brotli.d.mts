import type { IncomingMessage, ServerResponse } from 'node:http';

export function acceptsBrotli(header: string | string[] | undefined): boolean;
export function withBrotli(req: IncomingMessage, res: ServerResponse): void;
