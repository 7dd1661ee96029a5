import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DEMO_USERS } from './demo-users';
import { provisionAccount } from './provision-account';

/**
 * Demo accounts (admin, owner, two investors), active, with Arabic and English names. Idempotent:
 * an account that exists (by e-mail or id) is left as it is. Events are sent like for any new
 * account, so other services learn of them the usual way.
 */
export async function seedDemo(app: NestFastifyApplication): Promise<void> {
  for (const demo of DEMO_USERS) {
    await provisionAccount(app, { ...demo, userType: demo.userType as 'investor' | 'owner', language: 'ar' });
  }
}
