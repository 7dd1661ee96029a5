import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AccountActivatedV1, UserRegisteredV1 } from '@cf/contracts';
import { OutboxService } from '@cf/platform';
import { Clock } from '../shared/clock';
import { PasswordHasher } from '../shared/password-hasher';
import { AccountsService } from '../users/accounts.service';
import { User } from '../users/entities/user.entity';
import { DEMO_USERS } from './demo-users';

/**
 * Demo accounts (admin, owner, two investors), active, with Arabic and English names. Idempotent:
 * an account that exists (by e-mail or id) is left as it is. Events are sent like for any new
 * account, so other services learn of them the usual way.
 */
export async function seedDemo(app: NestFastifyApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const accounts = app.get(AccountsService);
  const hasher = app.get(PasswordHasher);
  const outbox = app.get(OutboxService);
  const clock = app.get(Clock);
  for (const demo of DEMO_USERS) {
    const exists = await dataSource.getRepository(User).existsBy([{ email: demo.email }, { id: demo.id }]);
    if (exists) continue;
    const passwordHash = await hasher.hash(demo.password);
    await dataSource.transaction(async (manager) => {
      const user = await accounts.create(manager, {
        id: demo.id,
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        fullNameAr: demo.fullNameAr,
        passwordHash,
        language: 'ar',
        userType: demo.userType,
        isAdmin: demo.isAdmin,
        phone: demo.phone,
        activated: true,
        nationality: 'OM',
        countryOfResidence: 'OM',
      });
      await manager.update(User, { id: user.id }, { phoneVerifiedAt: clock.nowIso(), investorType: 'individual' });
      await outbox.append(manager, UserRegisteredV1, user.id, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        language: 'ar',
        userType: user.userType,
        method: 'seed',
      });
      await outbox.append(manager, AccountActivatedV1, user.id, { userId: user.id, email: user.email });
    });
  }
}
