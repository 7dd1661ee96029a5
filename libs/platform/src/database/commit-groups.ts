/**
 * Group commit (ADR 0029): concurrent requests for the same lane (a campaign's reservations, the
 * ledger's transfers) are gathered for a short window, or while the lane's previous group is being
 * written, and handed to `write` together, which answers each one in one database transaction.
 * At most one group per lane is written at a time on a replica; requests arriving meanwhile form the
 * next group. The writer decides everything about a request; this only gathers and answers.
 */
export interface CommitGroupsOptions<Request, Outcome> {
  /** How long the first request of a group waits for others (ms; 0: the next turn of the event loop). */
  windowMs: number;
  /** Requests in one group at most. */
  max: number;
  /** Writes one group in one transaction: an outcome per request, in the same order. */
  write: (lane: string, group: Request[]) => Promise<Outcome[]>;
  /**
   * A request's key, if it has one: two requests with the same key never share a group (the later
   * one goes in the next group, where it finds the first one's answer).
   */
  keyOf?: (request: Request) => string | null | undefined;
}

interface Waiting<Request, Outcome> {
  request: Request;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

interface Lane<Request, Outcome> {
  waiting: Array<Waiting<Request, Outcome>>;
  /** A group of this lane is being written. */
  writing: boolean;
  timer: NodeJS.Timeout | null;
}

export class CommitGroups<Request, Outcome> {
  private readonly lanes = new Map<string, Lane<Request, Outcome>>();
  /** Groups written and requests in them, since start (benchmarks read the ratio from the log). */
  readonly written = { groups: 0, requests: 0 };

  constructor(private readonly options: CommitGroupsOptions<Request, Outcome>) {}

  submit(laneId: string, request: Request): Promise<Outcome> {
    let lane = this.lanes.get(laneId);
    if (!lane) this.lanes.set(laneId, (lane = { waiting: [], writing: false, timer: null }));
    const outcome = new Promise<Outcome>((resolve, reject) => lane.waiting.push({ request, resolve, reject }));
    if (!lane.writing && !lane.timer) {
      lane.timer = setTimeout(() => {
        lane.timer = null;
        void this.drain(laneId, lane);
      }, this.options.windowMs);
    }
    return outcome;
  }

  /** Writes the lane's waiting requests, a group at a time. A group that fails fails each of its requests. */
  private async drain(laneId: string, lane: Lane<Request, Outcome>): Promise<void> {
    lane.writing = true;
    try {
      while (lane.waiting.length > 0) {
        const group = this.take(lane.waiting);
        try {
          const outcomes = await this.options.write(
            laneId,
            group.map((w) => w.request),
          );
          group.forEach((w, i) => w.resolve(outcomes[i]));
          this.written.groups += 1;
          this.written.requests += group.length;
        } catch (error) {
          for (const w of group) w.reject(error);
        }
      }
    } finally {
      lane.writing = false;
      if (lane.waiting.length === 0 && !lane.timer) this.lanes.delete(laneId);
    }
  }

  /** Up to `max` waiting requests, taken out of the queue in arrival order, no key twice. */
  private take(waiting: Array<Waiting<Request, Outcome>>): Array<Waiting<Request, Outcome>> {
    const group: Array<Waiting<Request, Outcome>> = [];
    const keys = new Set<string>();
    for (let i = 0; i < waiting.length && group.length < this.options.max; ) {
      const key = this.options.keyOf?.(waiting[i].request);
      if (key && keys.has(key)) {
        i += 1;
        continue;
      }
      if (key) keys.add(key);
      group.push(...waiting.splice(i, 1));
    }
    return group;
  }
}
