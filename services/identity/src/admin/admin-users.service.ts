import { Injectable } from '@nestjs/common';
import { AccountActivatedV1, UserStatusChangedV1, type Language } from '@cf/contracts';
import { AppError, type AuthenticatedUser, clampLimit, Clock, keysetCsv, listPage, muscatDayPeriod, OutboxService, Transactions } from '@cf/platform';
import { LIMITS } from '../core/constants';
import { say } from '../core/language';
import { SessionsService } from '../core/sessions/sessions.service';
import { adminUserView } from '../core/users/user-views';
import { UsersRepository } from '../core/users/users.repository';
import { userExportFields, usersExportHeader } from './users-export';

/** Administration of accounts: the list and activation/deactivation. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly tx: Transactions,
    private readonly outbox: OutboxService,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
  ) {}

  async list(search: string | undefined, rawLimit: unknown) {
    const { users, total } = await this.users.search(search, clampLimit(rawLimit, LIMITS.adminPageSize, 200));
    return listPage(users.map(adminUserView), total);
  }

  /** Issue 38: every account opened in the period as CSV, read 500 rows a query while it is sent. */
  export(language: Language, fromRaw?: string, toRaw?: string): { filename: string; lines: AsyncIterable<string> } {
    const { from, to, start, end } = muscatDayPeriod(fromRaw, toRaw, { invalid: 'identity.dateInvalid', reversed: 'identity.dateRangeInvalid' });
    const lines = keysetCsv(usersExportHeader(language), (after) => this.users.pageForExport(start, end, after, 500), (user) => userExportFields(user, language));
    return { filename: `users-${from}-${to}.csv`, lines };
  }

  /**
   * PATCH users/{id}/status: 'active' enables the account (and activates it if the e-mail link was
   * never followed); 'inactive' disables it and ends its sessions at once.
   */
  async setStatus(admin: AuthenticatedUser, userId: string, status: 'active' | 'inactive') {
    if (userId === admin.id && status === 'inactive') throw new AppError('identity.cannotDeactivateSelf', 400);
    const user = await this.users.findById(userId);
    if (!user) throw AppError.notFound();
    const now = this.clock.nowIso();
    await this.tx.run(async () => {
      if (status === 'inactive') {
        if (user.disabledAt === null) {
          await this.users.update(user.id, { disabledAt: now, updatedAt: now });
          await this.outbox.append(UserStatusChangedV1, user.id, { userId: user.id, status, changedBy: admin.id });
        }
        await this.sessions.endAll(user.id, 'deactivated');
        return;
      }
      if (user.disabledAt !== null || user.activatedAt === null) {
        await this.users.update(user.id, { disabledAt: null, activatedAt: user.activatedAt ?? now, updatedAt: now },
        );
        if (user.activatedAt === null)
          await this.outbox.append(AccountActivatedV1, user.id, { userId: user.id, email: user.email });
        await this.outbox.append(UserStatusChangedV1, user.id, { userId: user.id, status, changedBy: admin.id });
      }
    });
    const updated = await this.users.findById(user.id);
    return { ...adminUserView(updated!), message: say('identity.statusUpdated') };
  }
}
