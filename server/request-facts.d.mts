import type { BlockList } from 'node:net';

export declare const PEER_HEADER: string;
export declare const SCHEME_HEADER: string;
export declare function requestIdOf(sent: unknown): string;
export declare function normalizeAddress(address: string): string;
export declare function trustedProxyList(entries: readonly string[]): BlockList;
export declare function clientAddressFrom(
  peer: string,
  forwardedFor: string | string[] | undefined,
  proxies: BlockList,
): string;
export declare const IPV6_CLIENT_PREFIX: number;
export declare function clientKeyOf(address: string, ipv6Prefix?: number): string;
export declare function schemeOf(
  peerAddress: string,
  forwardedProto: string | string[] | undefined,
  proxies: BlockList,
): 'http' | 'https';
export declare function isSecureDeployment(facts: {
  isProduction: boolean;
  devDefaults: boolean;
  scheme: string | null;
}): boolean;
export declare function stripInternalHeaders(headers: Record<string, unknown>): void;
