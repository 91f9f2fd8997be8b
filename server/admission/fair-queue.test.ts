import { describe, expect, it } from 'vitest';
import { FairQueue, type Entry, type QueuedKind } from './fair-queue.mjs';

// The waiting room's order, one rule at a time (the simulated server checks what must hold
// whatever the order; these pin the order itself).

/** An entry of `client` queued at `atMs`, due in 1 s, newest-first allowed after 500 ms. */
const entry = (client: string, atMs: number, kind: QueuedKind = 'api'): Entry => ({
  kind,
  client,
  enqueuedAtMs: atMs,
  deadlineAtMs: atMs + 1_000,
  lifoAtMs: atMs + 500,
});

function queueOf(...entries: Entry[]): FairQueue {
  const queue = new FairQueue();
  for (const queued of entries) queue.push(queued);
  return queue;
}

/** Everything, in the order it starts (renders allowed, the queue not standing). */
function drain(queue: FairQueue, nowMs = 0, standing = false): Entry[] {
  const started: Entry[] = [];
  for (let next = queue.next(nowMs, true, standing); next; next = queue.next(nowMs, true, standing))
    started.push(next);
  return started;
}

describe('the fair queue', () => {
  it('lets clients take turns: a client arriving during a flood is next', () => {
    const flood = [entry('a', 0), entry('a', 1), entry('a', 2)];
    const late = entry('b', 3);
    const queue = queueOf(...flood, late);
    expect(drain(queue)).toEqual([flood[0], late, flood[1], flood[2]]);
    expect(queue.size).toBe(0);
  });

  it('serves a client oldest first, its prefetches only after its real work', () => {
    const prefetch = entry('a', 0, 'prefetch');
    const page = entry('a', 1, 'page');
    const api = entry('a', 2, 'api');
    expect(drain(queueOf(prefetch, page, api))).toEqual([page, api, prefetch]);
  });

  it('holds renders back while they are capped, and starts API calls past them', () => {
    const page = entry('a', 0, 'page');
    const prefetch = entry('b', 1, 'prefetch');
    const api = entry('a', 2, 'api');
    const queue = queueOf(page, prefetch, api);
    expect(queue.next(0, false, false)).toBe(api);
    expect(queue.next(0, false, false)).toBeUndefined();
    // Renders allowed again: b's turn (a started last), then a's page.
    expect(queue.next(0, true, false)).toBe(prefetch);
    expect(queue.next(0, true, false)).toBe(page);
  });

  it('goes newest first only under a standing queue, once the oldest waited half its deadline', () => {
    const [old, middle, newest] = [entry('a', 0), entry('a', 100, 'page'), entry('a', 200)];
    // Standing, and the oldest waited past its newest-first moment (500 ms): newest first.
    expect(drain(queueOf(old, middle, newest), 600, true)).toEqual([newest, middle, old]);
    // Standing, but nobody waited that long yet: in order.
    expect(drain(queueOf(old, middle, newest), 400, true)).toEqual([old, middle, newest]);
    // A queue that drains in time stays in order, however long its oldest waited.
    expect(drain(queueOf(old, middle, newest), 600, false)).toEqual([old, middle, newest]);
  });

  it('sheds the oldest entry of the client with the most queued when full', () => {
    const oldestOfB = entry('b', 0, 'prefetch');
    const queue = queueOf(entry('a', -5), entry('b', 1, 'page'), oldestOfB, entry('b', 2));
    expect(queue.oldestOfLongestLine()).toBe(oldestOfB);
    // Between lines as long, the one first in turn order.
    const oldestOfC = entry('c', 9);
    const tied = queueOf(oldestOfC, entry('c', 10), entry('d', 0), entry('d', 1));
    expect(tied.oldestOfLongestLine()).toBe(oldestOfC);
    expect(new FairQueue().oldestOfLongestLine()).toBeUndefined();
  });

  it('takes out only what is due, each lane from its oldest', () => {
    const entries = [entry('a', 0), entry('a', 10), entry('b', 5, 'page'), entry('b', 20, 'page')];
    const queue = queueOf(...entries);
    const due = queue.takeDue((queued) => queued.enqueuedAtMs <= 10);
    expect(new Set(due)).toEqual(new Set(entries.slice(0, 3)));
    expect(queue.size).toBe(1);
    expect(queue.queuedBy('a')).toBe(0);
    expect(queue.queuedBy('b')).toBe(1);
  });

  it('forgets a client whose last entry leaves; an entry not queued is not removed twice', () => {
    const [first, second] = [entry('a', 0), entry('b', 1)];
    const queue = queueOf(first, second);
    expect(queue.remove(first)).toBe(true);
    expect(queue.remove(first)).toBe(false);
    expect(queue.queuedBy('a')).toBe(0);
    expect(queue.size).toBe(1);
    // A client that left comes back at the end of the turn order.
    const back = entry('a', 2);
    queue.push(back);
    expect(drain(queue)).toEqual([second, back]);
  });
});
