/**
 * `npm run admin:create`: makes the first administrator (there is no sign-up for admins), against
 * identity's own database, as identity itself would: the account is active, its password checked
 * by the same policy, its user-registered and account-activated events written to identity's outbox
 * for the other services. Idempotent: an existing e-mail is left as it is (exit 0), so a Kubernetes
 * Job can run it on every deploy (k8s/jobs/create-admin.yaml).
 *
 * Environment: identity's own (DB_URL, KAFKA_BROKERS, SECRETS_KEYRING, ...) and ADMIN_EMAIL,
 * ADMIN_PASSWORD (from a Secret, never a command-line argument: arguments show in `ps`),
 * ADMIN_FIRST_NAME, ADMIN_LAST_NAME, ADMIN_PHONE (optional, 8 to 13 digits).
 * Exit codes: 0 created or already there, 2 refused input (the reason is printed), 1 other failure.
 */
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { PlatformModule, SERVICE_PORTS, translate, ValidationFailedError } from '@cf/platform';
import { IDENTITY_ENTITIES, IDENTITY_MIGRATIONS } from '../app.module';
import type { IdentityConfig } from '../config/env';
import { identityService } from '../identity.service-definition';
import { provisionAccount } from '../seed/provision-account';
import { IdentityCoreModule } from '../core/core.module';

@Module({})
class CreateAdminModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: CreateAdminModule,
      imports: [PlatformModule.forService(config.platform, { entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS }), IdentityCoreModule.register(config)],
    };
  }
}

export interface AdminInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

export class AdminInputError extends Error {}

export function adminInputFromEnv(env: NodeJS.ProcessEnv): AdminInput {
  const missing = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_FIRST_NAME', 'ADMIN_LAST_NAME'].filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new AdminInputError(`missing ${missing.join(', ')}`);
  const email = env.ADMIN_EMAIL!.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AdminInputError(`ADMIN_EMAIL is not an e-mail address ("${email}")`);
  const phone = env.ADMIN_PHONE?.replace(/[\s+]/g, '') || undefined;
  if (phone && !/^[0-9]{8,13}$/.test(phone)) throw new AdminInputError('ADMIN_PHONE must have 8 to 13 digits');
  return { email, password: env.ADMIN_PASSWORD!, firstName: env.ADMIN_FIRST_NAME!.trim(), lastName: env.ADMIN_LAST_NAME!.trim(), phone };
}

/** Creates the admin; returns its id, or null when an account with that e-mail exists. */
export async function createAdmin(app: INestApplicationContext, input: AdminInput): Promise<string | null> {
  return provisionAccount(app, { ...input, userType: 'investor', isAdmin: true, language: 'ar' });
}

async function main(): Promise<number> {
  let input: AdminInput;
  try {
    input = adminInputFromEnv(process.env);
  } catch (error) {
    process.stderr.write(`admin:create: ${(error as Error).message}\n`);
    return 2;
  }
  // No HTTP is served: identity's own URL only matters to the (unused) token verifier.
  const config = identityService.configFromEnv({ LOG_LEVEL: 'warn', ...process.env }, { identityUrl: `http://127.0.0.1:${SERVICE_PORTS.identity}` });
  const app = await NestFactory.createApplicationContext(CreateAdminModule.register(config), { logger: ['error', 'warn'] });
  try {
    const id = await createAdmin(app, input);
    process.stdout.write(id ? `admin:create: created administrator ${input.email} (${id})\n` : `admin:create: an account with ${input.email} already exists; nothing changed\n`);
    return 0;
  } catch (error) {
    if (error instanceof ValidationFailedError) {
      process.stderr.write(`admin:create: ${error.errors.map((e) => `${e.field}: ${translate(e.messageKey, 'en', e.params)}`).join('; ')}\n`);
      return 2;
    }
    throw error;
  } finally {
    // Gives the outbox relay its chance to publish the two events; identity's own relay sends them otherwise.
    await app.close();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`admin:create failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
