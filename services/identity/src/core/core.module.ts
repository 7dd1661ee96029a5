import { DynamicModule, Global, Module } from '@nestjs/common';
import type { IdentityConfig } from '../config/env';
import { SigningKeysRepository } from './keys/signing-keys.repository';
import { SigningKeysService } from './keys/signing-keys.service';
import { SessionsRepository } from './sessions/sessions.repository';
import { SessionsService } from './sessions/sessions.service';
import { AccountsService } from './users/accounts.service';
import { OneTimeCodesRepository } from './users/one-time-codes.repository';
import { UserTokensRepository } from './users/user-tokens.repository';
import { UsersRepository } from './users/users.repository';
import { IDENTITY_CONFIG } from './identity-config.token';
import { LinkTokensService } from './link-tokens.service';
import { OneTimeCodesService } from './one-time-codes.service';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';
import { AtRestSecrets, DeliverySeal } from './sealed-secrets';

const SHARED = [
  PasswordHasher,
  PasswordPolicy,
  UsersRepository,
  UserTokensRepository,
  OneTimeCodesRepository,
  AccountsService,
  LinkTokensService,
  OneTimeCodesService,
  SigningKeysService,
  SigningKeysRepository,
  SessionsService,
  SessionsRepository,
  AtRestSecrets,
  DeliverySeal,
];

/** What every identity feature uses: configuration, clock, users, tokens, codes, keys and sessions. */
@Global()
@Module({})
export class IdentityCoreModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: IdentityCoreModule,
      providers: [{ provide: IDENTITY_CONFIG, useValue: config }, ...SHARED],
      exports: [IDENTITY_CONFIG, ...SHARED],
    };
  }
}
