import type { BlockList } from 'node:net';
import type { AdmissionOptions } from './admission/index.mjs';

export interface ProcessConfig {
  readonly isProduction: boolean;
  readonly devDefaults: boolean;
  readonly trustedProxyEntries: readonly string[];
  readonly trustedProxies: BlockList;
  readonly clientIpv6Prefix: number;
  readonly admission: Partial<AdmissionOptions> | null;
  readonly logLevel: string | null;
  readonly port: number;
  readonly hostname: string;
}

export declare function processConfig(env?: Record<string, string | undefined>): ProcessConfig;
