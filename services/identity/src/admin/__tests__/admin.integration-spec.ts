import { IdentityTestApp } from '../../../test/support/identity-test-app';
import { DEMO_USERS } from '../../seed/demo-users';
import { seedDemo } from '../../seed/seed-demo';
import { User } from '../../core/users/entities/user.entity';

describe('administration of accounts and demo seed (A6.1, A6.5)', () => {
  let t: IdentityTestApp;
  let admin: { id: string; token: string };

  beforeAll(async () => {
    t = await IdentityTestApp.start();
    const account = await t.account({ firstName: 'Admin', lastName: 'Root' });
    await t.makeAdmin(account.id);
    admin = { id: account.id, token: await t.token(account) };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('[A6.1] lets only administrators list users (isAdmin in the token)', async () => {
    const user = await t.signedIn();
    const refused = await t.request('GET', '/api/v1/users', { token: user.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You are not allowed to do this');
    expect((await t.request('GET', '/api/v1/users')).status).toBe(401);
    const res = await t.request('GET', '/api/v1/users', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({ totalCount: expect.any(Number), displayLoadMore: expect.any(Boolean) });
    expect(res.body.data.data.docs[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        email: expect.any(String),
        status: 'active',
        activated: expect.any(Boolean),
        isAdmin: expect.any(Boolean),
      }),
    );
    expect(res.body.data.data.docs[0].passwordHash).toBeUndefined();
  });

  it('[A9.3] lists 10 users a page, growing by limit, and searches names and e-mails', async () => {
    for (let i = 0; i < 11; i++) await t.account({ firstName: 'Zubair', lastName: `Searchable` });
    const page1 = await t.request('GET', '/api/v1/users?search=zubair%20searchable', { token: admin.token });
    expect(page1.body.data.data).toMatchObject({ totalCount: 11, displayLoadMore: true });
    expect(page1.body.data.data.docs).toHaveLength(10);
    const page2 = await t.request('GET', '/api/v1/users?search=ZUBAIR&limit=20', { token: admin.token });
    expect(page2.body.data.data).toMatchObject({ totalCount: 11, displayLoadMore: false });
    const byEmail = await t.request('GET', `/api/v1/users?search=${encodeURIComponent(page2.body.data.data.docs[0].email)}`, {
      token: admin.token,
    });
    expect(byEmail.body.data.data.totalCount).toBe(1);
    const wildcard = await t.request('GET', '/api/v1/users?search=%25', { token: admin.token });
    expect(wildcard.body.data.data.totalCount).toBe(0);
  });

  it('[A6.5] deactivates an account: its sessions end and it cannot sign in; activating restores it', async () => {
    const user = await t.signedIn();
    const res = await t.request('PATCH', `/api/v1/users/${user.id}/status`, { token: admin.token, body: { status: 'inactive' } });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({ id: user.id, status: 'inactive', message: 'Account status updated' });
    expect((await t.request('GET', '/api/v1/users/me', { token: user.token })).status).toBe(401);
    expect((await t.login(user.email, user.password)).status).toBe(403);
    expect(await t.lastEvent('identity.user-status-changed', (e: { userId: string }) => e.userId === user.id)).toEqual({
      userId: user.id,
      status: 'inactive',
      changedBy: admin.id,
    });
    const back = await t.request('PATCH', `/api/v1/users/${user.id}/status`, { token: admin.token, body: { status: 'active' } });
    expect(back.body.data.data.status).toBe('active');
    expect((await t.login(user.email, user.password)).status).toBe(200);
  });

  it('[A6.5] activates an account whose e-mail link was never followed', async () => {
    const pending = await t.signup();
    await t.request('PATCH', `/api/v1/users/${pending.id}/status`, { token: admin.token, body: { status: 'active' } });
    expect((await t.login(pending.email, pending.password)).status).toBe(200);
    expect(await t.lastEvent('identity.account-activated', (e: { userId: string }) => e.userId === pending.id)).toEqual({
      userId: pending.id,
      email: pending.email,
    });
  });

  it('[A6.5] refuses bad statuses, unknown users, self-deactivation and non-admins', async () => {
    const user = await t.signedIn();
    expect(
      (await t.request('PATCH', `/api/v1/users/${user.id}/status`, { token: admin.token, body: { status: 'banned' } })).body.errors[0],
    ).toEqual({ field: 'status', msg: 'Please choose active or inactive' });
    expect(
      (
        await t.request('PATCH', '/api/v1/users/00000000-0000-7000-8000-00000000ffff/status', {
          token: admin.token,
          body: { status: 'inactive' },
        })
      ).status,
    ).toBe(404);
    const self = await t.request('PATCH', `/api/v1/users/${admin.id}/status`, { token: admin.token, body: { status: 'inactive' } });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot deactivate your own account');
    expect((await t.request('PATCH', `/api/v1/users/${user.id}/status`, { token: user.token, body: { status: 'inactive' } })).status).toBe(
      403,
    );
  });

  it('[A6.1] seeds the demo accounts once (admin, owner, three investors), active, with Arabic and English names', async () => {
    await seedDemo(t.app);
    await seedDemo(t.app);
    for (const demo of DEMO_USERS) {
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ email: demo.email });
      expect(user).toMatchObject({
        id: demo.id,
        firstName: demo.firstName,
        lastName: demo.lastName,
        fullNameAr: demo.fullNameAr,
        userType: demo.userType,
        isAdmin: demo.isAdmin,
      });
      expect(user.activatedAt).not.toBeNull();
      const login = await t.login(demo.email, demo.password);
      expect(login.status).toBe(200);
      expect(login.body.data.user).toMatchObject({ id: demo.id, isAdmin: demo.isAdmin, userType: demo.userType });
    }
    expect(
      (await t.events<{ userId: string }>('identity.user-registered')).filter((e) => DEMO_USERS.some((d) => d.id === e.userId)),
    ).toHaveLength(DEMO_USERS.length);
    const adminToken = (await t.login('admin@demo.om', 'Admin#2026pass')).body.token;
    expect((await t.request('GET', '/api/v1/users?search=demo.om', { token: adminToken })).body.data.data.totalCount).toBe(DEMO_USERS.length);
    expect((await t.login('owner@demo.om', 'Owner#2026pass')).body.data.user.userType).toBe('owner');
  });
});
