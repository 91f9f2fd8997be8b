export type QueuedKind = 'api' | 'page' | 'prefetch';

export interface Entry {
  kind: QueuedKind;
  client: string;
  enqueuedAtMs: number;
  deadlineAtMs: number;
  lifoAtMs: number;
}

export declare const RENDERS: ReadonlySet<string>;

export declare class FairQueue {
  size: number;
  push(entry: Entry): void;
  remove(entry: Entry): boolean;
  next(nowMs: number, canStartRender: boolean, standing: boolean): Entry | undefined;
  takeDue(isDue: (entry: Entry) => boolean): Entry[];
  oldestOfLongestLine(): Entry | undefined;
  queuedBy(client: string): number;
}
