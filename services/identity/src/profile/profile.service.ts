import { Injectable } from '@nestjs/common';
import { ProfileUpdatedV1, UserFollowedV1, UserUnfollowedV1, type ListPage } from '@cf/contracts';
import { AppError, type AuthenticatedUser, clampLimit, Clock, isUniqueViolation, listPage, OutboxService, Transactions, ValidationFailedError } from '@cf/platform';
import { LIMITS } from '../core/constants';
import { say } from '../core/language';
import { User } from '../core/users/entities/user.entity';
import { currentUserView, networkUserView, publicProfileView } from '../core/users/user-views';
import { UsersRepository } from '../core/users/users.repository';
import type { EndpointParsedBody, EndpointParsedQuery, profileNetworkEndpoint, updateMeEndpoint } from '@cf/contracts';

type UpdateMeDto = EndpointParsedBody<typeof updateMeEndpoint>;
type ProfileNetworkQuery = EndpointParsedQuery<typeof profileNetworkEndpoint>;
import { FollowsRepository } from './follows.repository';

const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'middleName',
  'fullNameEn',
  'fullNameAr',
  'profileName',
  'slug',
  'nationality',
  'countryOfResidence',
  'investorType',
  'companyName',
  'commercialRegistrationNumber',
  'description',
  'outsideLinks',
  'photo',
  'coverPhoto',
  'language',
  'investmentsPublic',
] as const;

type NetworkRow = ReturnType<typeof networkUserView>;

/** The current user, profile editing, public profiles and the follow graph. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly tx: Transactions,
    private readonly outbox: OutboxService,
    private readonly users: UsersRepository,
    private readonly follows: FollowsRepository,
    private readonly clock: Clock,
  ) {}

  private async me(caller: AuthenticatedUser): Promise<User> {
    const user = await this.users.findById(caller.id);
    if (!user || user.disabledAt !== null) throw AppError.unauthorized();
    return user;
  }

  /** GET users/me */
  async current(caller: AuthenticatedUser) {
    const user = await this.me(caller);
    return currentUserView(user, await this.follows.counts(user.id));
  }

  /** PATCH users/updateMe: changes only the fields sent; announces the names of those that changed. */
  async updateMe(caller: AuthenticatedUser, dto: UpdateMeDto) {
    const user = await this.me(caller);
    const changes: Partial<User> = {};
    for (const field of PROFILE_FIELDS) {
      const value = dto[field];
      if (value === undefined) continue;
      if (JSON.stringify(value) !== JSON.stringify(user[field] ?? null)) (changes as Record<string, unknown>)[field] = value;
    }
    const investorType = changes.investorType !== undefined ? changes.investorType : user.investorType;
    const companyName = changes.companyName !== undefined ? changes.companyName : user.companyName;
    if (investorType === 'company' && !companyName) throw ValidationFailedError.single('companyName', 'identity.companyNameRequired');
    if (changes.slug && (await this.users.slugTaken(changes.slug, user.id))) throw new AppError('identity.slugTaken', 409);
    const fields = Object.keys(changes);
    if (fields.length > 0) {
      try {
        await this.tx.run(async () => {
          await this.users.update(user.id, { ...changes, updatedAt: this.clock.nowIso() });
          await this.outbox.append(ProfileUpdatedV1, user.id, { userId: user.id, fields, ...(changes.language ? { language: changes.language } : {}), ...(changes.firstName ? { firstName: changes.firstName } : {}) });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('identity.slugTaken', 409);
        throw error;
      }
    }
    const updated = await this.me(caller);
    return { message: say('identity.profileUpdated'), user: currentUserView(updated, await this.follows.counts(user.id)) };
  }

  /** GET users/profile/{slug}: the public profile (no e-mail, phone or settings). */
  async publicProfile(slug: string, caller: AuthenticatedUser | undefined) {
    const user = await this.users.findBySlug(slug);
    if (!user || user.disabledAt !== null || user.activatedAt === null) throw AppError.notFound();
    const isFollowing = caller ? await this.follows.isFollowing(caller.id, user.id) : false;
    return publicProfileView(user, await this.follows.counts(user.id), isFollowing);
  }

  private async followee(caller: AuthenticatedUser, userId: string): Promise<User> {
    if (userId === caller.id) throw new AppError('identity.cannotFollowSelf', 400);
    const user = await this.users.findById(userId);
    if (!user || user.disabledAt !== null || user.activatedAt === null) throw AppError.notFound();
    return user;
  }

  /** POST users/follow/{userId}: idempotent; the event is sent once per new follow. */
  async follow(caller: AuthenticatedUser, userId: string) {
    const followee = await this.followee(caller, userId);
    try {
      await this.tx.run(async () => {
        if (await this.follows.isFollowing(caller.id, followee.id)) return;
        await this.follows.insert(caller.id, followee.id, this.clock.nowIso());
        await this.outbox.append(UserFollowedV1, followee.id, { followerId: caller.id, followeeId: followee.id });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // a concurrent identical follow won
    }
    const counts = await this.follows.counts(followee.id);
    return { following: true, followersCount: counts.followers, message: say('identity.followed') };
  }

  /** DELETE users/follow/{userId}: idempotent. */
  async unfollow(caller: AuthenticatedUser, userId: string) {
    const followee = await this.followee(caller, userId);
    await this.tx.run(async () => {
      if (await this.follows.remove(caller.id, followee.id))
        await this.outbox.append(UserUnfollowedV1, followee.id, { followerId: caller.id, followeeId: followee.id });
    });
    const counts = await this.follows.counts(followee.id);
    return { following: false, followersCount: counts.followers, message: say('identity.unfollowed') };
  }

  /**
   * GET users/profile-network/: with `type`, one list (docs, totalCount, displayLoadMore); without,
   * { followers, following }. Lists grow by `limit` (page × 10, A9.3).
   */
  async network(
    query: ProfileNetworkQuery,
    caller: AuthenticatedUser | undefined,
  ): Promise<ListPage<NetworkRow> | { followers: ListPage<NetworkRow>; following: ListPage<NetworkRow> }> {
    let userId: string;
    if (query.slug || query.userId) {
      const user = query.slug ? await this.users.findBySlug(query.slug) : await this.users.findById(query.userId!);
      if (!user || user.disabledAt !== null) throw AppError.notFound();
      userId = user.id;
    } else if (caller) {
      userId = caller.id;
    } else {
      throw AppError.unauthorized();
    }
    const limit = clampLimit(query.limit, LIMITS.followPageSize, 200);
    const page = async (side: 'followers' | 'following'): Promise<ListPage<NetworkRow>> => {
      const { rows, total } = await this.follows.list(userId, side, limit);
      return listPage(
        rows.map((r) => networkUserView(r.user, r.followedAt)),
        total,
      );
    };
    if (query.type) return page(query.type);
    return { followers: await page('followers'), following: await page('following') };
  }
}
