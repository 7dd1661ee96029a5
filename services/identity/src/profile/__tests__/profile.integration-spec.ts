import { IdentityTestApp } from '../../../test/support/identity-test-app';
import { User } from '../../core/users/entities/user.entity';

describe('current user, profile and follow graph (A3.3, A3.4, A5.5, A7.3, A7.6, A9.3)', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await IdentityTestApp.start();
  });
  afterAll(async () => {
    await t?.close();
  });

  const update = (token: string, body: Record<string, unknown>, lng = 'en') =>
    t.request('PATCH', `/api/v1/users/updateMe?lng=${lng}`, { token, body });
  const fieldError = (res: { body: { errors?: Array<{ field: string; msg: string }> } }, field: string) =>
    res.body.errors?.find((e) => e.field === field)?.msg;

  it('[A3.3] answers users/me with the current user fields', async () => {
    const account = await t.signedIn({ phone: '96891234567' });
    const res = await t.request('GET', '/api/v1/users/me', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      photo: null,
      slug: expect.stringMatching(/^sara-harthy/),
      userType: 'investor',
      isAdmin: false,
      isChildVerificationAllowed: false,
      isForeignerInvestor: 'NO',
      otpPreferenceTool: 'NONE',
      phone: '96891234567',
      phoneVerified: false,
      followersCount: 0,
      followingCount: 0,
    });
    expect(res.body.data.data.passwordHash).toBeUndefined();
    expect(res.body.data.data.totpSecret).toBeUndefined();
  });

  it('[A3.3] marks a non-Omani nationality as a foreign investor', async () => {
    const account = await t.signedIn();
    await update(account.token, { nationality: 'IN' });
    expect((await t.request('GET', '/api/v1/users/me', { token: account.token })).body.data.data.isForeignerInvestor).toBe('YES');
    await update(account.token, { nationality: 'OM' });
    expect((await t.request('GET', '/api/v1/users/me', { token: account.token })).body.data.data.isForeignerInvestor).toBe('NO');
  });

  it('[A3.4] updates the profile fields and announces which changed', async () => {
    const account = await t.signedIn();
    const body = {
      firstName: 'Noor',
      middleName: 'Salim',
      lastName: 'Lawati',
      fullNameEn: 'Noor Salim Al Lawati',
      fullNameAr: 'نور سالم اللواتي',
      profileName: 'Noor L',
      slug: `Noor-Lawati-${Date.now()}`,
      nationality: 'OM',
      countryOfResidence: 'OM',
      investorType: 'company',
      companyName: 'Lawati Trading LLC',
      commercialRegistrationNumber: '1234567',
      description: 'Investor in food and logistics.',
      outsideLinks: { linkedin: 'https://www.linkedin.com/in/noor', website: '' },
      photo: 'https://cdn.example/noor.png',
      coverPhoto: '/uploads/cover.jpg',
      language: 'ar',
    };
    const res = await update(account.token, body);
    expect(res.status).toBe(200);
    expect(res.body.data.data.message).toBe('Profile updated successfully');
    expect(res.body.data.data.user).toMatchObject({ ...body, slug: body.slug.toLowerCase() });
    const event = await t.lastEvent<{ userId: string; fields: string[] }>('identity.profile-updated', (e) => e.userId === account.id);
    expect(event.fields.sort()).toEqual(Object.keys(body).sort());
    // Sending the same values again changes nothing and announces nothing.
    const before = (await t.events('identity.profile-updated')).length;
    expect((await update(account.token, { firstName: 'Noor' })).status).toBe(200);
    expect((await t.events('identity.profile-updated')).length).toBe(before);
    // null clears an optional field.
    expect((await update(account.token, { middleName: null, description: null })).body.data.data.user).toMatchObject({
      middleName: null,
      description: null,
    });
  });

  it('[A5.2] applies the name rules to profile names', async () => {
    const account = await t.signedIn();
    expect(fieldError(await update(account.token, { firstName: 'نور' }), 'firstName')).toBe('Please use English letters only');
    expect(fieldError(await update(account.token, { lastName: 'L'.repeat(21) }), 'lastName')).toBe('Please enter at most 20 characters');
    expect(fieldError(await update(account.token, { firstName: '' }), 'firstName')).toBe('This field is required');
    expect(fieldError(await update(account.token, { fullNameAr: 'Noor' }), 'fullNameAr')).toBe('Please use Arabic letters only');
    expect(fieldError(await update(account.token, { fullNameEn: 'نور' }), 'fullNameEn')).toBe('Please use English letters only');
  });

  it('[A5.5] refuses a profile name under 3 characters and a description over 200', async () => {
    const account = await t.signedIn();
    expect(fieldError(await update(account.token, { profileName: 'No' }), 'profileName')).toBe(
      'The profile name must be at least 3 characters',
    );
    expect(fieldError(await update(account.token, { description: 'x'.repeat(201) }), 'description')).toBe(
      'The description must be at most 200 characters',
    );
    expect((await update(account.token, { description: 'x'.repeat(200), profileName: 'Noo' })).status).toBe(200);
    expect(fieldError(await update(account.token, { description: 'x'.repeat(201) }, 'ar'), 'description')).toBe(
      'يجب ألا يتجاوز الوصف 200 حرف',
    );
  });

  it('[A5.5] accepts slugs of letters, numbers and hyphens (at least 2) and refuses taken ones', async () => {
    const account = await t.signedIn();
    const other = await t.signedIn();
    for (const slug of ['a', 'has space', 'under_score', 'dot.dot', 'عربي']) {
      expect(fieldError(await update(account.token, { slug }), 'slug')).toBe(
        'Please use letters, numbers and hyphens only (at least 2 characters)',
      );
    }
    const mine = `ab-${Date.now()}`;
    expect((await update(account.token, { slug: mine })).status).toBe(200);
    const taken = await update(other.token, { slug: mine.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This profile address is already taken');
    // Keeping one's own slug is fine.
    expect((await update(account.token, { slug: mine })).status).toBe(200);
  });

  it('[A5.5] requires photo and cover photo to stay set (valid links), and valid outside links', async () => {
    const account = await t.signedIn();
    expect(fieldError(await update(account.token, { photo: '' }), 'photo')).toBe('This field is required');
    expect(fieldError(await update(account.token, { coverPhoto: null }), 'coverPhoto')).toBe('This field is required');
    expect(fieldError(await update(account.token, { photo: 'javascript:alert(1)' }), 'photo')).toBe('Please enter a valid link');
    expect(fieldError(await update(account.token, { outsideLinks: { site: 'ftp://x' } }), 'outsideLinks')).toBe(
      'Please enter a valid link',
    );
    expect(fieldError(await update(account.token, { outsideLinks: 'https://x.example' }), 'outsideLinks')).toBe(
      'Please enter a valid link',
    );
  });

  it('[A3.4] requires a company name for a company investor, and a valid investor type and CR number', async () => {
    const account = await t.signedIn();
    expect(fieldError(await update(account.token, { investorType: 'company' }), 'companyName')).toBe('Please enter the company name');
    expect(fieldError(await update(account.token, { investorType: 'trust' }), 'investorType')).toBe('Please choose individual or company');
    expect(fieldError(await update(account.token, { commercialRegistrationNumber: 'CR 12' }), 'commercialRegistrationNumber')).toBe(
      'Please enter a valid commercial registration number',
    );
    expect((await update(account.token, { investorType: 'individual' })).status).toBe(200);
  });

  it('[A7.3] never changes the e-mail, password or admin flag through updateMe', async () => {
    const account = await t.signedIn();
    await update(account.token, { email: 'new@example.com', isAdmin: true, passwordHash: 'x', userType: 'owner' });
    const user = await t.user(account.email);
    expect(user).toMatchObject({ email: account.email, isAdmin: false, userType: 'investor' });
  });

  it('[A2.4] shows a public profile by slug, without private fields', async () => {
    const account = await t.signedIn();
    const slug = `pub-${Date.now()}`;
    await update(account.token, { slug, description: 'Hello', fullNameAr: 'سارة' });
    const res = await t.request('GET', `/api/v1/users/profile/${slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({
      id: account.id,
      slug,
      firstName: account.firstName,
      description: 'Hello',
      fullNameAr: 'سارة',
      followersCount: 0,
      isFollowing: false,
    });
    expect(res.body.data.data.email).toBeUndefined();
    expect(res.body.data.data.phone).toBeUndefined();
    const missing = await t.request('GET', '/api/v1/users/profile/nobody-here');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No record found');
  });

  it('[A3.18] follows and unfollows a user, once each, with events', async () => {
    const follower = await t.signedIn();
    const followee = await t.signedIn();
    const res = await t.request('POST', `/api/v1/users/follow/${followee.id}`, { token: follower.token });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual({ following: true, followersCount: 1, message: 'You are now following this user' });
    expect((await t.request('POST', `/api/v1/users/follow/${followee.id}`, { token: follower.token })).body.data.data.followersCount).toBe(
      1,
    );
    expect(
      (await t.events<{ followerId: string; followeeId: string }>('identity.user-followed')).filter((e) => e.followerId === follower.id),
    ).toEqual([{ followerId: follower.id, followeeId: followee.id }]);
    const slug = (await t.user(followee.email))!.slug;
    expect((await t.request('GET', `/api/v1/users/profile/${slug}`, { token: follower.token })).body.data.data).toMatchObject({
      isFollowing: true,
      followersCount: 1,
    });
    const off = await t.request('DELETE', `/api/v1/users/follow/${followee.id}`, { token: follower.token });
    expect(off.body.data.data).toEqual({ following: false, followersCount: 0, message: 'You no longer follow this user' });
    await t.request('DELETE', `/api/v1/users/follow/${followee.id}`, { token: follower.token });
    expect((await t.events<{ followerId: string }>('identity.user-unfollowed')).filter((e) => e.followerId === follower.id)).toHaveLength(
      1,
    );
  });

  it('[A3.18] refuses to follow oneself, unknown users, and anonymous follows', async () => {
    const account = await t.signedIn();
    const self = await t.request('POST', `/api/v1/users/follow/${account.id}`, { token: account.token });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot follow yourself');
    expect((await t.request('POST', '/api/v1/users/follow/00000000-0000-7000-8000-00000000ffff', { token: account.token })).status).toBe(
      404,
    );
    expect((await t.request('POST', `/api/v1/users/follow/${account.id}`)).status).toBe(401);
  });

  it('[A9.3] lists followers and following 10 at a time (users/profile-network/)', async () => {
    const star = await t.signedIn();
    const fans = [];
    for (let i = 0; i < 12; i++) fans.push(await t.signedIn());
    for (const fan of fans) await t.request('POST', `/api/v1/users/follow/${star.id}`, { token: fan.token });
    await t.request('POST', `/api/v1/users/follow/${fans[0].id}`, { token: star.token });

    const page1 = await t.request('GET', '/api/v1/users/profile-network/?type=followers&lng=en', { token: star.token });
    expect(page1.status).toBe(200);
    expect(page1.body.data.data.docs).toHaveLength(10);
    expect(page1.body.data.data).toMatchObject({ totalCount: 12, displayLoadMore: true });
    expect(page1.body.data.data.docs[0]).toMatchObject({
      id: fans[11].id,
      firstName: 'Sara',
      slug: expect.any(String),
      followedAt: expect.any(String),
    });
    const page2 = await t.request('GET', '/api/v1/users/profile-network?type=followers&limit=20', { token: star.token });
    expect(page2.body.data.data).toMatchObject({ totalCount: 12, displayLoadMore: false });
    expect(page2.body.data.data.docs).toHaveLength(12);

    const both = await t.request('GET', '/api/v1/users/profile-network', { token: star.token });
    expect(both.body.data.data.following).toMatchObject({ totalCount: 1, displayLoadMore: false, docs: [{ id: fans[0].id }] });
    expect(both.body.data.data.followers.docs).toHaveLength(10);

    const slug = (await t.user(star.email))!.slug;
    const publicView = await t.request('GET', `/api/v1/users/profile-network/${slug}?type=following`);
    expect(publicView.body.data.data.totalCount).toBe(1);
    expect((await t.request('GET', '/api/v1/users/profile-network')).status).toBe(401);
    expect((await t.request('GET', '/api/v1/users/profile-network?type=friends', { token: star.token })).status).toBe(400);
  });

  it('[A6.3] refuses users/me to a deactivated account', async () => {
    const account = await t.signedIn();
    await t.dataSource.getRepository(User).update({ id: account.id }, { disabledAt: new Date().toISOString() });
    expect((await t.request('GET', '/api/v1/users/me', { token: account.token })).status).toBe(401);
  });
});
