import type { Refusal } from './index.mjs';

export declare function refusalLog(options: {
  level?: string;
  periodMs?: number;
  write?: (line: string) => void;
  now?: () => number;
  state: () => Record<string, number>;
}): (refusal: Pick<Refusal, 'kind' | 'reason'>) => void;
