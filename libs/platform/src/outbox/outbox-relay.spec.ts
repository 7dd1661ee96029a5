import type { DataSource } from 'typeorm';
import type { EventBus } from '../bus/event-bus';
import { OutboxRelay } from './outbox-relay';

/** The relay's schedule, without a database: flushes are counted, not run. */
class CountingRelay extends OutboxRelay {
  flushes = 0;
  override async flush(): Promise<number> {
    this.flushes += 1;
    return 0;
  }
}

const until = async (probe: () => boolean, what: string): Promise<void> => {
  const deadline = Date.now() + 2000;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('outbox relay schedule', () => {
  const relay = () => new CountingRelay('probe', {} as DataSource, {} as EventBus, 60_000);

  it('flushes at start, then at once when nudged (not at the next poll)', async () => {
    const r = relay();
    r.start();
    await until(() => r.flushes === 1, 'the first flush');
    r.nudge();
    await until(() => r.flushes === 2, 'the nudged flush');
    await r.stop();
  });

  it('starts flushing again after a stop outlasting its poll, and a start', async () => {
    const r = new CountingRelay('probe', {} as DataSource, {} as EventBus, 10);
    r.start();
    await until(() => r.flushes >= 1, 'the first flush');
    await r.stop();
    const before = r.flushes;
    // Stopped for longer than a poll: the flush the stop cancelled was due before this start.
    await new Promise((resolve) => setTimeout(resolve, 30));
    r.start();
    await until(() => r.flushes > before, 'a flush after the restart');
    await r.stop();
  });

  it('does not flush after a stop, nudged or not', async () => {
    const r = relay();
    r.start();
    await until(() => r.flushes === 1, 'the first flush');
    await r.stop();
    r.nudge();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(r.flushes).toBe(1);
  });
});
