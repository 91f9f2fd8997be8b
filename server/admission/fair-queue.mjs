// The waiting room of admission control (server/admission/index.mjs): requests that cannot
// start yet wait here, one line per client, and the next to start is picked so that
// - clients take turns (round robin): a client flooding the server waits behind its own
//   requests, and a client arriving during the flood is next in line;
// - within a client, a prefetch goes after real work (a prefetch may wait, a navigation not);
// - within a client, the oldest goes first; under a standing queue (one that cannot drain within
//   its grace), once the oldest has waited half its deadline, the newest goes first (Facebook's
//   adaptive LIFO, "Fail at Scale"): the newest request is the one whose client is most likely
//   still waiting, and the old ones are refused at their deadline instead of being served late.
//   A queue that drains in time stays in order: newest-first would only make its oldest wait to
//   the longest wait allowed.
// Times are milliseconds of one monotonic clock, passed in; nothing here reads a clock or a timer.

/**
 * @typedef {'api' | 'page' | 'prefetch'} QueuedKind
 * @typedef {{
 *   kind: QueuedKind,
 *   client: string,
 *   enqueuedAtMs: number,
 *   deadlineAtMs: number,
 *   lifoAtMs: number,
 *   prev?: Entry, next?: Entry, lane?: Lane,
 * }} Entry
 */

/** The kinds that render a page, whose number in flight is bounded apart (memory). */
export const RENDERS = new Set(['page', 'prefetch']);

/** A doubly linked list in arrival order: O(1) at both ends and for removing a cancelled entry. */
class Lane {
  /** @type {Entry | undefined} */ head = undefined;
  /** @type {Entry | undefined} */ tail = undefined;
  size = 0;

  /** @param {Entry} entry */
  push(entry) {
    entry.lane = this;
    entry.prev = this.tail;
    entry.next = undefined;
    if (this.tail) this.tail.next = entry;
    else this.head = entry;
    this.tail = entry;
    this.size += 1;
  }

  /** @param {Entry} entry */
  remove(entry) {
    if (entry.prev) entry.prev.next = entry.next;
    else this.head = entry.next;
    if (entry.next) entry.next.prev = entry.prev;
    else this.tail = entry.prev;
    entry.prev = entry.next = entry.lane = undefined;
    this.size -= 1;
  }
}

class ClientLine {
  /** @param {string} key */
  constructor(key) {
    this.key = key;
    /** @type {Record<QueuedKind, Lane>} one lane per kind: deadlines grow in each lane's order */
    this.lanes = { api: new Lane(), page: new Lane(), prefetch: new Lane() };
  }

  get size() {
    const { api, page, prefetch } = this.lanes;
    return api.size + page.size + prefetch.size;
  }

  /**
   * The entry this client would start next, or undefined (renders are held back when capped).
   * Newest first only under a standing queue (`standing`): a queue that drains in time is served
   * in order, or its oldest would wait past their deadline for nothing.
   */
  pick(nowMs, canStartRender, standing) {
    const { api, page, prefetch } = this.lanes;
    const work = canStartRender ? [api, page] : [api];
    const heads = work.map((lane) => lane.head).filter((entry) => entry !== undefined);
    if (heads.length === 0) {
      return canStartRender && api.size + page.size === 0 ? prefetch.head : undefined;
    }
    const lifo = standing && heads.some((entry) => entry.lifoAtMs <= nowMs);
    const ends = lifo
      ? work.map((lane) => lane.tail).filter((entry) => entry !== undefined)
      : heads;
    const isNewer = (a, b) => a.enqueuedAtMs > b.enqueuedAtMs;
    return ends.reduce((best, entry) => (isNewer(entry, best) === lifo ? entry : best));
  }
}

export class FairQueue {
  /** @type {Map<string, ClientLine>} */
  lines = new Map();
  /** Clients with something queued, in turn order (a Set keeps insertion order). */
  /** @type {Set<ClientLine>} */
  turns = new Set();
  size = 0;

  /** @param {Entry} entry */
  push(entry) {
    let line = this.lines.get(entry.client);
    if (!line) {
      line = new ClientLine(entry.client);
      this.lines.set(entry.client, line);
    }
    line.lanes[entry.kind].push(entry);
    this.turns.add(line);
    this.size += 1;
  }

  /** Takes an entry out of the queue (started, refused or cancelled); false if it was not in it. */
  remove(entry) {
    const lane = entry.lane;
    if (!lane) return false;
    lane.remove(entry);
    this.size -= 1;
    const line = this.lines.get(entry.client);
    if (line && line.size === 0) {
      this.turns.delete(line);
      this.lines.delete(line.key);
    }
    return true;
  }

  /**
   * The next entry to start, taken out of the queue: the first client in turn order that has one
   * it may start, which then goes to the back of the turn order. `standing`: the queue cannot
   * drain within its grace (ClientLine.pick).
   */
  next(nowMs, canStartRender, standing) {
    for (const line of this.turns) {
      const entry = line.pick(nowMs, canStartRender, standing);
      if (!entry) continue;
      this.remove(entry);
      if (line.size > 0) {
        this.turns.delete(line);
        this.turns.add(line);
      }
      return entry;
    }
    return undefined;
  }

  /**
   * Takes out and returns every entry `isDue` holds for. Each lane is in the order its entries
   * fall due, so only its oldest are looked at.
   */
  takeDue(isDue) {
    const due = [];
    for (const line of [...this.turns]) {
      for (const lane of Object.values(line.lanes)) {
        while (lane.head && isDue(lane.head)) {
          const entry = lane.head;
          this.remove(entry);
          due.push(entry);
        }
      }
    }
    return due;
  }

  /** The oldest entry of the client with the most queued: what makes room when the queue is full. */
  oldestOfLongestLine() {
    let longest;
    for (const line of this.turns) if (!longest || line.size > longest.size) longest = line;
    if (!longest) return undefined;
    return Object.values(longest.lanes)
      .map((lane) => lane.head)
      .filter((entry) => entry !== undefined)
      .reduce((oldest, entry) => (entry.enqueuedAtMs < oldest.enqueuedAtMs ? entry : oldest));
  }

  /** How many entries a client has queued. */
  queuedBy(client) {
    return this.lines.get(client)?.size ?? 0;
  }
}
