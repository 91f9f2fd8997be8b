export function unsupportedNode(version: string, engines: string | undefined): string | null;
