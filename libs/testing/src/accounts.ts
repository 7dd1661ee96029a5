import { randomBytes } from 'node:crypto';
import type { Language } from '@cf/contracts';
import { provisionAccount } from '@cf/identity-service';
import { InProcessEventBus, OutboxRelayLifecycle } from '@cf/platform';
import { waitFor } from './wait-for';
import type { TestPlatform } from './platform';

export const TEST_PASSWORD = 'Str0ng#Pass';

export interface TestUser {
  id: string;
  email: string;
  firstName: string;
  token: string;
  /** The mobile number verification confirmed (verified investors): where contract codes are texted. */
  phone?: string;
}

export interface AccountOptions {
  firstName?: string;
  language?: Language;
  phone?: string;
}

let counter = 0;
const uniqueEmail = (prefix: string): string => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}@example.com`;

/** Publishes every running service's outbox now, so their events reach the other services at once. */
export async function flushOutboxes(platform: TestPlatform): Promise<void> {
  for (const name of platform.services) {
    await platform.service(name).get(OutboxRelayLifecycle, { strict: false }).relay.flush();
  }
}

/**
 * Waits until every event the platform's services have committed so far has been handled: each
 * outbox is published and every consumer group has read its topics to the end, with no handler at
 * work (the effects of a handler's own events included). For a test that checks something did *not*
 * happen (no second row, no second e-mail): it looks after the platform has settled, not after a guess
 * of how long that takes. Fails naming the groups still behind.
 */
export async function settleEvents(platform: TestPlatform, timeoutMs = 15_000): Promise<void> {
  const bus = InProcessEventBus.shared();
  const behind = () => bus.backlog().filter((row) => row.pending > 0 || row.handling);
  await waitFor(
    async () => {
      const published = await Promise.all(platform.services.map((name) => platform.service(name).get(OutboxRelayLifecycle, { strict: false }).relay.flush()));
      return published.every((count) => count === 0) && behind().length === 0;
    },
    { timeoutMs, intervalMs: 20, what: () => `every event to be handled; behind: ${behind().map((row) => `${row.group} on ${row.topic} (${row.pending} pending${row.handling ? ', handling' : ''})`).join(', ')}` },
  );
}

/** Signs in through the gateway as the front end does (captcha off in API harnesses). */
export async function signIn(platform: TestPlatform, email: string, password = TEST_PASSWORD): Promise<string> {
  const login = await platform.api.request('POST', '/api/v1/users/login?lng=en', { body: { email, password, createdAt: new Date().toISOString() } });
  if (login.status !== 200 || !login.body.token) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.token as string;
}

/**
 * An active account made through identity's operator entry point (as the first admin is made),
 * its events delivered, signed in through the gateway. Fast: no e-mail round trip.
 */
async function provisioned(platform: TestPlatform, kind: 'investor' | 'owner' | 'admin', options: AccountOptions): Promise<TestUser> {
  const email = uniqueEmail(kind);
  const firstName = options.firstName ?? `Tester${counter}`;
  const id = await provisionAccount(platform.service('identity'), {
    email,
    password: TEST_PASSWORD,
    firstName,
    lastName: 'Al Test',
    language: options.language ?? 'en',
    userType: kind === 'owner' ? 'owner' : 'investor',
    isAdmin: kind === 'admin',
    phone: options.phone,
  });
  if (!id) throw new Error(`account ${email} already exists`);
  await flushOutboxes(platform);
  return { id, email, firstName, token: await signIn(platform, email) };
}

export const makeInvestor = (platform: TestPlatform, options: AccountOptions = {}): Promise<TestUser> => provisioned(platform, 'investor', options);
export const makeOwner = (platform: TestPlatform, options: AccountOptions = {}): Promise<TestUser> => provisioned(platform, 'owner', options);
export const makeAdmin = (platform: TestPlatform, options: AccountOptions = {}): Promise<TestUser> => provisioned(platform, 'admin', options);

/**
 * Signs up through the API as a person does (sign-up, the e-mailed activation link, sign-in), for
 * tests of what sign-up itself sets in motion. Needs identity and notifications.
 */
export async function signUpThroughApi(
  platform: TestPlatform,
  kind: 'investor' | 'owner',
  options: AccountOptions = {},
): Promise<TestUser> {
  const email = uniqueEmail(kind);
  const firstName = options.firstName ?? 'Test';
  const request = (method: string, path: string, body: unknown) => platform.api.request(method, `/api/v1/${path}?lng=en`, { body });
  const signup = await request('POST', 'users/signup', {
    firstName, lastName: 'User', email, password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD, acceptTerms: true, language: options.language ?? 'en', userType: kind,
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const mail = await platform.mailbox.waitFor((m) => m.to === email && m.template === 'activation-link', 15_000);
  const link = /https?:\/\/[^\s"<]+\/activate-account\/[^\s"<]+/.exec(mail.text)![0].replace(/&amp;/g, '&');
  const [userId, token] = new URL(link).pathname.split('/').slice(2);
  const activated = await request('PATCH', `users/activeAccount/${userId}`, { token });
  if (activated.status !== 200) throw new Error(`activation failed: ${JSON.stringify(activated.body)}`);
  return { id: userId, email, firstName, token: await signIn(platform, email) };
}
