import { describe, expect, it, vi } from 'vitest';
import { refusalLog } from './refusal-log.mjs';

describe('the refusal log', () => {
  it('writes one JSON line per period, however many refusals, with the counts and the queue', () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const log = refusalLog({ write: (line) => lines.push(line), state: () => ({ queued: 7 }) });
      for (let i = 0; i < 1_000; i += 1) log({ kind: 'api', reason: 'deadline' });
      log({ kind: 'page', reason: 'queue-full' });
      expect(lines).toEqual([]);
      vi.advanceTimersByTime(1_000);
      expect(lines).toHaveLength(1);
      const line = JSON.parse(lines[0]!);
      expect(line).toMatchObject({
        level: 40,
        refused: { 'api:deadline': 1_000, 'page:queue-full': 1 },
        queued: 7,
      });
      expect(lines[0]!.endsWith('\n')).toBe(true);
      // A quiet period writes nothing; the next refusal starts a new period.
      vi.advanceTimersByTime(5_000);
      log({ kind: 'api', reason: 'max-wait' });
      vi.advanceTimersByTime(1_000);
      expect(lines).toHaveLength(2);
      expect(JSON.parse(lines[1]!).refused).toEqual({ 'api:max-wait': 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes nothing when the log level is above warn', () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      for (const level of ['error', 'silent']) {
        const log = refusalLog({ level, write: (line) => lines.push(line), state: () => ({}) });
        log({ kind: 'api', reason: 'deadline' });
      }
      vi.advanceTimersByTime(2_000);
      expect(lines).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
