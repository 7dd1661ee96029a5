import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Brackets } from 'typeorm';
import { User } from './entities/user.entity';
import { Transactions, type ExportCursor } from '@cf/platform';

/** SQL about users: look-ups, unique slugs, the admin search. */
@Injectable()
export class UsersRepository {
  constructor(private readonly tx: Transactions) {}

  findById(id: string): Promise<User | null> {
    return this.tx.manager.findOneBy(User, { id });
  }

  /** A user the caller knows exists (it holds a row that names them). */
  async getById(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new Error(`user ${id} not found`);
    return user;
  }

  async insert(user: User): Promise<void> {
    await this.tx.manager.insert(User, user);
  }

  /** Keeps verification's newest count only: an older version arriving late changes nothing. */
  async applyGuardianStanding(id: string, allowed: boolean, version: number): Promise<void> {
    await this.tx.manager
      .createQueryBuilder()
      .update(User)
      .set({ childRegistrationAllowed: allowed, guardianStandingVersion: version })
      .where('id = :id AND guardianStandingVersion < :version', { id, version })
      .execute();
  }

  async update(id: string, changes: Partial<User>): Promise<void> {
    await this.tx.manager.update(User, { id }, changes);
  }

  /** Records an authenticator code's time step as used, once: false when it (or a later one) was used already (replay). */
  async useTotpStep(id: string, step: number): Promise<boolean> {
    const used = await this.tx.manager
      .createQueryBuilder()
      .update(User)
      .set({ totpLastStep: step })
      .where('id = :id AND (totpLastStep IS NULL OR totpLastStep < :step)', { id, step })
      .execute();
    return (used.affected ?? 0) === 1;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.tx.manager.findOneBy(User, { email: email.trim().toLowerCase() });
  }

  findBySlug(slug: string): Promise<User | null> {
    return this.tx.manager.findOneBy(User, { slug: slug.trim().toLowerCase() });
  }

  async slugTaken(slug: string, exceptUserId?: string): Promise<boolean> {
    const owner = await this.findBySlug(slug);
    return owner !== null && owner.id !== exceptUserId;
  }

  /** A readable unique slug from the names: "sara-al-harthy", then "sara-al-harthy-3f9a" if taken. */
  async uniqueSlug(firstName: string, lastName: string): Promise<string> {
    const base =
      `${firstName}-${lastName}`
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 40) || 'user';
    const candidate = base.length >= 2 ? base : `${base}-user`;
    if (!(await this.slugTaken(candidate, undefined))) return candidate;
    for (;;) {
      const next = `${candidate}-${randomBytes(3).toString('hex')}`;
      if (!(await this.slugTaken(next, undefined))) return next;
    }
  }

  /** Admin list: newest first; every word of the search must appear in a name or the e-mail. */
  /** One page of the administrators' export: accounts opened in [from, to), after the cursor, oldest first. */
  pageForExport(from: string, to: string, after: ExportCursor | null, limit: number): Promise<User[]> {
    const query = this.tx.manager
      .getRepository(User)
      .createQueryBuilder('u')
      .where('u.createdAt >= :from AND u.createdAt < :to', { from, to })
      .orderBy('u.createdAt', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .limit(limit);
    if (after) query.andWhere('(u.createdAt > :afterAt OR (u.createdAt = :afterAt AND u.id > :afterId))', { afterAt: after.createdAt, afterId: after.id });
    return query.getMany();
  }

  async search(term: string | undefined, limit: number): Promise<{ users: User[]; total: number }> {
    const query = this.tx.manager.getRepository(User).createQueryBuilder('u');
    const words = (term ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
    words.forEach((word, i) => {
      // '!' escapes LIKE wildcards the same way on MariaDB and SQLite.
      const like = `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      const p = `w${i}`;
      query.andWhere(
        new Brackets((q) => {
          for (const column of ['email', 'firstName', 'lastName', 'middleName', 'fullNameEn', 'fullNameAr', 'slug']) {
            q.orWhere(`LOWER(u.${column}) LIKE :${p} ESCAPE '!'`, { [p]: like });
          }
        }),
      );
    });
    const [users, total] = await query.orderBy('u.createdAt', 'DESC').addOrderBy('u.id', 'DESC').take(limit).getManyAndCount();
    return { users, total };
  }

  /** Users whose TOTP secrets are not yet sealed under the given key (a batch, by id). */
  withTotpSecretsNotSealedUnder(keyId: string, afterId: string, limit: number): Promise<Array<Pick<User, 'id' | 'totpSecret' | 'totpPendingSecret'>>> {
    const sealedUnder = `sb1.${keyId}.%`;
    return this.tx.manager
      .createQueryBuilder(User, 'u')
      .select(['u.id', 'u.totpSecret', 'u.totpPendingSecret'])
      .where('u.id > :afterId', { afterId })
      .andWhere(
        new Brackets((either) =>
          either
            .where('(u.totpSecret IS NOT NULL AND u.totpSecret NOT LIKE :sealedUnder)', { sealedUnder })
            .orWhere('(u.totpPendingSecret IS NOT NULL AND u.totpPendingSecret NOT LIKE :sealedUnder)', { sealedUnder }),
        ),
      )
      .orderBy('u.id', 'ASC')
      .take(limit)
      .getMany();
  }

  async setTotpSecrets(id: string, secrets: Pick<User, 'totpSecret' | 'totpPendingSecret'>): Promise<void> {
    await this.tx.manager.update(User, { id }, secrets);
  }
}
