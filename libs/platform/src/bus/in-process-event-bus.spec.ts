import type { BusMessage, ConsumerCheckpoints } from './event-bus';
import { InProcessEventBus, type DurableTopicLog, type LogEntry } from './in-process-event-bus';

const until = async (probe: () => boolean, what: string): Promise<void> => {
  const deadline = Date.now() + 3000;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};
const message = (topic: string, n: number): BusMessage => ({ topic, key: 'k', value: String(n) });

describe('in-process event bus', () => {
  let bus: InProcessEventBus;
  beforeEach(() => {
    bus = new InProcessEventBus();
  });
  afterEach(async () => {
    await bus.close();
  });

  it('keeps a failing message from holding back the group\'s other topics, and retries it in place (order per topic kept)', async () => {
    const handled: string[] = [];
    let failuresLeft = 3;
    await bus.subscribe('group', ['a.events', 'b.events'], async (m) => {
      if (m.topic === 'a.events' && m.value === '1' && failuresLeft-- > 0) throw new Error('not yet');
      handled.push(`${m.topic}:${m.value}`);
    });
    await bus.publish([message('a.events', 1), message('a.events', 2), message('b.events', 1), message('b.events', 2)]);
    // b's messages pass while a's first is being retried.
    await until(() => handled.includes('b.events:2'), "the other topic's messages");
    expect(handled.filter((h) => h.startsWith('a.'))).toEqual([]);
    await until(() => handled.includes('a.events:2'), "the failing topic's messages");
    expect(handled.filter((h) => h.startsWith('a.'))).toEqual(['a.events:1', 'a.events:2']);
    await until(() => bus.backlog().every((row) => !row.handling), 'the drains to end');
    expect(bus.backlog()).toEqual([
      { group: 'group', topic: 'a.events', pending: 0, handling: false },
      { group: 'group', topic: 'b.events', pending: 0, handling: false },
    ]);
  });

  it('delivers to each group from the beginning of the log, whenever it subscribes', async () => {
    await bus.publish([message('a.events', 1)]);
    const late: string[] = [];
    await bus.subscribe('late', ['a.events'], async (m) => void late.push(m.value));
    await bus.publish([message('a.events', 2)]);
    await until(() => late.length === 2, 'both messages');
    expect(late).toEqual(['1', '2']);
  });

  describe('backed by a durable log (a producer\'s outbox) and stored positions', () => {
    /** A producer's outbox as the relay exposes it, and a consumer's stored positions: both outlive a bus (a process). */
    class Outbox implements DurableTopicLog {
      readonly entries: LogEntry[] = [];
      reads = 0;
      write(count: number): BusMessage[] {
        const written: BusMessage[] = [];
        for (let i = 0; i < count; i++) {
          const position = this.entries.length + 1;
          const message = { topic: 'p.events', key: `k${position % 3}`, value: String(position), position };
          this.entries.push({ position, message, at: Date.now() });
          written.push(message);
        }
        return written;
      }
      async readAfter(position: number, limit: number): Promise<LogEntry[]> {
        this.reads += 1;
        return this.entries.filter((entry) => entry.position > position).slice(0, limit);
      }
      async head(): Promise<number> {
        return this.entries.length;
      }
    }
    class Positions implements ConsumerCheckpoints {
      readonly stored = new Map<string, number>();
      async load(group: string, topic: string): Promise<number | null> {
        return this.stored.get(`${group}|${topic}`) ?? null;
      }
      async save(group: string, topic: string, position: number): Promise<void> {
        this.stored.set(`${group}|${topic}`, position);
      }
    }

    it('resumes after a restart from the stored position and reads what the previous process never delivered from the outbox', async () => {
      const outbox = new Outbox();
      const positions = new Positions();
      const handled: number[] = [];
      bus.attachLog('p.events', outbox);
      await bus.subscribe('g', ['p.events'], async (m) => void handled.push(Number(m.value)), { checkpoints: positions });
      await bus.publish(outbox.write(50));
      await until(() => handled.length === 50, 'the first 50');
      await bus.close(); // a graceful stop stores the position
      expect(positions.stored.get('g|p.events')).toBe(50);

      // Committed while no process ran (the relay had not published them): only the outbox has them.
      outbox.write(30);
      const next = new InProcessEventBus();
      next.attachLog('p.events', outbox);
      await next.subscribe('g', ['p.events'], async (m) => void handled.push(Number(m.value)), { checkpoints: positions });
      await until(() => handled.length === 80, 'the 30 written while stopped');
      expect(handled).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
      await next.close();
    });

    it('after a kill (no graceful stop) reads again from the last stored position: nothing is lost, at most what followed it repeats', async () => {
      const outbox = new Outbox();
      const positions = new Positions();
      const handled: number[] = [];
      bus.attachLog('p.events', outbox);
      await bus.subscribe('g', ['p.events'], async (m) => void handled.push(Number(m.value)), { checkpoints: positions });
      await bus.publish(outbox.write(500));
      await until(() => handled.length === 500, 'all 500');
      await until(() => positions.stored.get('g|p.events') === 500, 'the position to be stored within its period');
      // Killed: this bus is dropped without close(); a stored position older than what was handled is the worst case.
      positions.stored.set('g|p.events', 420);
      const next = new InProcessEventBus();
      next.attachLog('p.events', outbox);
      await next.subscribe('g', ['p.events'], async (m) => void handled.push(Number(m.value)), { checkpoints: positions });
      await until(() => handled.length === 580, 'the repeated tail');
      expect(new Set(handled).size).toBe(500);
      expect(handled.slice(500)).toEqual(Array.from({ length: 80 }, (_, i) => 421 + i));
      await next.close();
    });

    it('a graceful stop lets the handler in hand finish and stores its position; nothing later is started', async () => {
      const outbox = new Outbox();
      const positions = new Positions();
      bus.attachLog('p.events', outbox);
      let release!: () => void;
      const started: number[] = [];
      const finished: number[] = [];
      await bus.subscribe(
        'g',
        ['p.events'],
        async (m) => {
          started.push(Number(m.value));
          if (m.value === '3') await new Promise<void>((resolve) => (release = resolve));
          finished.push(Number(m.value));
        },
        { checkpoints: positions },
      );
      await bus.publish(outbox.write(5));
      await until(() => started.includes(3), 'the third message in hand');
      const closing = bus.close();
      release();
      await closing;
      expect(finished).toEqual([1, 2, 3]);
      expect(started).toEqual([1, 2, 3]);
      expect(positions.stored.get('g|p.events')).toBe(3);
    });

    it('serves groups from memory while they keep up, and from the outbox once they fall behind the cache', async () => {
      const outbox = new Outbox();
      bus.attachLog('p.events', outbox);
      const handled: number[] = [];
      await bus.subscribe('g', ['p.events'], async (m) => void handled.push(Number(m.value)), { checkpoints: new Positions() });
      await bus.publish(outbox.write(20));
      await until(() => handled.length === 20, 'the published messages');
      const readsWhileUpToDate = outbox.reads;
      expect(readsWhileUpToDate).toBeLessThanOrEqual(1);
      // A gap in what reaches the bus (messages published by a relay that crashed before it handed them over).
      outbox.write(10);
      await bus.publish(outbox.write(5));
      await until(() => handled.length === 35, 'the gap, read from the outbox');
      expect(handled).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
      expect(outbox.reads).toBeGreaterThan(readsWhileUpToDate);
    });
  });
});
