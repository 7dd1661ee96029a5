import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { User } from '../core/users/entities/user.entity';
import { Follow } from './entities/follow.entity';
import { Transactions } from '@cf/platform';

/** SQL of the follow graph: counts and the newest-first lists. */
@Injectable()
export class FollowsRepository {
  constructor(private readonly tx: Transactions) {}

  async counts(userId: string): Promise<{ followers: number; following: number }> {
    const repository = this.tx.manager.getRepository(Follow);
    const [followers, following] = await Promise.all([
      repository.countBy({ followeeId: userId }),
      repository.countBy({ followerId: userId }),
    ]);
    return { followers, following };
  }

  isFollowing(followerId: string, followeeId: string): Promise<boolean> {
    return this.tx.manager.getRepository(Follow).existsBy({ followerId, followeeId });
  }

  /** Users on one side of the graph, newest first, up to `limit`; with the total. */
  async list(
    userId: string,
    side: 'followers' | 'following',
    limit: number,
  ): Promise<{ rows: Array<{ user: User; followedAt: string }>; total: number }> {
    const where = side === 'followers' ? { followeeId: userId } : { followerId: userId };
    const [follows, total] = await this.tx.manager.getRepository(Follow).findAndCount({ where, order: { createdAt: 'DESC' }, take: limit });
    const otherIds = follows.map((f) => (side === 'followers' ? f.followerId : f.followeeId));
    const users = otherIds.length ? await this.tx.manager.getRepository(User).findBy({ id: In(otherIds) }) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    const rows = follows.flatMap((f) => {
      const user = byId.get(side === 'followers' ? f.followerId : f.followeeId);
      return user ? [{ user, followedAt: f.createdAt }] : [];
    });
    return { rows, total };
  }

  async insert(followerId: string, followeeId: string, createdAt: string): Promise<void> {
    await this.tx.manager.insert(Follow, { followerId, followeeId, createdAt });
  }

  /** True when there was such a follow to remove. */
  async remove(followerId: string, followeeId: string): Promise<boolean> {
    const removed = await this.tx.manager.delete(Follow, { followerId, followeeId });
    return (removed.affected ?? 0) > 0;
  }
}
