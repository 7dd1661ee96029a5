import type { BusMessage } from './event-bus';
import { InProcessEventBus } from './in-process-event-bus';

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
});
