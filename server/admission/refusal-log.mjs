// One log line per second at most about admission refusals, however many there are: a flood
// refused by the thousand must not also flood the log (and the disk). The line is JSON in pino's
// shape (level 40, warn), as the app's own lines are, so one log pipeline reads both.
import { hostname } from 'node:os';

const WARN = 40;
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/**
 * A refusal listener for AdmissionControl.onRefusal that writes a summary line at most once per
 * `periodMs`: how many were refused, by kind and reason, and the queue at that moment.
 * @param {{ level?: string, periodMs?: number, write?: (line: string) => void,
 *   now?: () => number, state: () => Record<string, number> }} options
 */
export function refusalLog({ level = 'info', periodMs = 1_000, write, now = Date.now, state }) {
  const threshold = LEVELS[/** @type {keyof typeof LEVELS} */ (level)] ?? LEVELS.info;
  const out = write ?? ((line) => process.stdout.write(line));
  /** @type {Record<string, number>} */
  let pending = {};
  let timer;
  const flush = () => {
    timer = undefined;
    const refused = pending;
    pending = {};
    const line = {
      level: WARN,
      time: now(),
      pid: process.pid,
      hostname: hostname(),
      msg: 'admission refused requests (503 server-busy)',
      refused,
      ...state(),
    };
    out(`${JSON.stringify(line)}\n`);
  };
  /** @param {{ kind: string, reason: string }} refusal */
  return (refusal) => {
    if (WARN < threshold) return;
    const key = `${refusal.kind}:${refusal.reason}`;
    pending[key] = (pending[key] ?? 0) + 1;
    // A period starts with its first refusal and ends in one line for all of them.
    if (!timer) {
      timer = setTimeout(flush, periodMs);
      timer.unref();
    }
  };
}
