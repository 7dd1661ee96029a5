import type { DataSource } from 'typeorm';
import type { ConsumerCheckpoints } from '../bus/event-bus';
import { isUniqueViolation } from '../errors/unique-violation';
import { ConsumerPositionRow } from './consumer-position.entity';

/** The consumer groups' stored positions (consumer_positions), in the consuming service's database. */
export class ConsumerPositions implements ConsumerCheckpoints {
  constructor(private readonly dataSource: DataSource) {}

  async load(group: string, topic: string): Promise<number | null> {
    return (await this.dataSource.getRepository(ConsumerPositionRow).findOneBy({ groupName: group, topic }))?.position ?? null;
  }

  /** Moves the position forward only (a late write of an older position never takes it back). */
  async save(group: string, topic: string, position: number): Promise<void> {
    const repository = this.dataSource.getRepository(ConsumerPositionRow);
    const updatedAt = new Date().toISOString();
    const moved = await repository
      .createQueryBuilder()
      .update()
      .set({ position, updatedAt })
      .where('groupName = :group AND topic = :topic AND position < :position', { group, topic, position })
      .execute();
    if (moved.affected) return;
    await repository.insert({ groupName: group, topic, position, updatedAt }).catch((error: unknown) => {
      // The row exists with this position or a later one: nothing to do.
      if (!isUniqueViolation(error)) throw error;
    });
  }

  async all(): Promise<ConsumerPositionRow[]> {
    return this.dataSource.getRepository(ConsumerPositionRow).find({ order: { groupName: 'ASC', topic: 'ASC' } });
  }
}
