import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountActivatedV1, UserRegisteredV1, type Language } from '@cf/contracts';
import { Clock, OutboxService, Transactions } from '@cf/platform';
import { PasswordHasher } from '../core/password-hasher';
import { PasswordPolicy } from '../core/password-policy';
import { AccountsService } from '../core/users/accounts.service';
import { User } from '../core/users/entities/user.entity';

export interface ProvisionedAccount {
  id?: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  fullNameAr?: string;
  language?: Language;
  userType?: 'investor' | 'owner' | 'admin';
  isAdmin?: boolean;
  phone?: string;
}

/**
 * Makes an active account with a verified phone, as an operator does for the first admin (there
 * is no sign-up for admins) and as the demo seed and the test harness do. The account's
 * user-registered and account-activated events go out like a sign-up's. Returns the account id,
 * or null when the e-mail or id is taken (so re-running is harmless).
 */
export async function provisionAccount(app: INestApplicationContext, input: ProvisionedAccount): Promise<string | null> {
  const dataSource = app.get(DataSource);
  const where = input.id ? [{ email: input.email.toLowerCase() }, { id: input.id }] : [{ email: input.email.toLowerCase() }];
  if (await dataSource.getRepository(User).existsBy(where)) return null;
  app.get(PasswordPolicy).check(input.password, [input.email, input.firstName, input.lastName]);
  const passwordHash = await app.get(PasswordHasher).hash(input.password);
  const outbox = app.get(OutboxService);
  const clock = app.get(Clock);
  const language = input.language ?? 'ar';
  const tx = app.get(Transactions);
  return tx.run(async () => {
    const user = await app.get(AccountsService).create({
      id: input.id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      fullNameAr: input.fullNameAr,
      passwordHash,
      language,
      userType: input.userType ?? 'investor',
      isAdmin: input.isAdmin ?? false,
      phone: input.phone,
      activated: true,
      nationality: 'OM',
      countryOfResidence: 'OM',
    });
    await tx.manager.update(User, { id: user.id }, { phoneVerifiedAt: input.phone ? clock.nowIso() : null, investorType: 'individual' });
    await outbox.append(UserRegisteredV1, user.id, {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      language,
      userType: user.userType,
      method: 'seed',
    });
    await outbox.append(AccountActivatedV1, user.id, { userId: user.id, email: user.email });
    return user.id;
  });
}
