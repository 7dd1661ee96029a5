import { IdentityTestApp, uniqueEmail } from '../../../test/support/identity-test-app';

describe('invites, newsletter and e-mail preferences (A3.13, A7.4, A7.7, A8.6)', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await IdentityTestApp.start();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('invites (users/send-invites)', () => {
    it('[A8.6] sends one invitation per address and answers "Invite sent"', async () => {
      const account = await t.signedIn();
      const emails = [uniqueEmail('friend'), uniqueEmail('friend')];
      const res = await t.request('POST', '/api/v1/users/send-invites', {
        token: account.token,
        body: { emails: [...emails, emails[0].toUpperCase()], message: 'Join me on the platform' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.data).toEqual({ sent: 2, message: 'Invite sent' });
      const events = (
        await t.events<{ inviterId: string; email: string; link: string; inviterName: string; message: string }>('identity.invite-sent')
      ).filter((e) => e.inviterId === account.id);
      expect(events.map((e) => e.email)).toEqual(emails);
      expect(events[0]).toMatchObject({
        inviterName: `${account.firstName} ${account.lastName}`,
        message: 'Join me on the platform',
        link: expect.stringMatching(/^http:\/\/app\.test\/signup\?ref=/),
      });
    });

    it('[A7.4] refuses no address, more than 10, an invalid one, and a message over 500 characters', async () => {
      const account = await t.signedIn();
      const send = (body: Record<string, unknown>) => t.request('POST', '/api/v1/users/send-invites', { token: account.token, body });
      expect((await send({ emails: [] })).body.errors[0]).toEqual({ field: 'emails', msg: 'Please enter 1 to 10 email addresses' });
      expect((await send({ emails: Array.from({ length: 11 }, () => uniqueEmail()) })).body.errors[0].msg).toBe(
        'Please enter 1 to 10 email addresses',
      );
      expect((await send({ emails: ['ok@example.com', 'not-an-email'] })).body.errors[0]).toEqual({
        field: 'emails',
        msg: 'Please enter a valid email address',
      });
      expect((await send({ emails: [uniqueEmail()], message: 'x'.repeat(501) })).body.errors[0].field).toBe('message');
      expect((await t.request('POST', '/api/v1/users/send-invites', { body: { emails: [uniqueEmail()] } })).status).toBe(401);
    });

    it('[A7.4] accepts a comma-separated list and caps invitations at 50 a day', async () => {
      const account = await t.signedIn();
      const send = (emails: string[]) => t.request('POST', '/api/v1/users/send-invites', { token: account.token, body: { emails } });
      expect(
        (
          await t.request('POST', '/api/v1/users/send-invites', {
            token: account.token,
            body: { emails: `${uniqueEmail()}, ${uniqueEmail()}` },
          })
        ).body.data.data.sent,
      ).toBe(2);
      for (let i = 0; i < 4; i++) expect((await send(Array.from({ length: 10 }, () => uniqueEmail()))).status).toBe(200);
      const over = await send(Array.from({ length: 9 }, () => uniqueEmail()));
      expect(over.status).toBe(429);
      expect(over.body.message).toBe('You can send at most 50 invitations a day');
    });
  });

  describe('newsletter', () => {
    it('[A8.6] subscribes the signed-in user\'s address, then refuses it with "This email is already subscribed"', async () => {
      const account = await t.signedIn();
      const res = await t.request('POST', '/api/v1/users/current-user-newsletter-subscribe', { token: account.token, body: {} });
      expect(res.status).toBe(200);
      expect(res.body.data.data).toEqual({ email: account.email, message: 'Newsletter subscribed successfully' });
      expect(await t.lastEvent('identity.newsletter-subscribed', (e: { email: string }) => e.email === account.email)).toEqual({
        email: account.email,
        userId: account.id,
        language: 'en',
      });
      const again = await t.request('POST', '/api/v1/users/current-user-newsletter-subscribe', {
        token: account.token,
        body: { email: account.email.toUpperCase() },
      });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ status: 'fail', message: 'This email is already subscribed' });
      const ar = await t.request('POST', '/api/v1/newsletter/subscribe?lng=ar', { body: { email: account.email } });
      expect(ar.body.message).toBe('هذا البريد الإلكتروني مشترك بالفعل');
    });

    it('[A8.6] subscribes another address given by a signed-in user, and visitors (newsletter/subscribe)', async () => {
      const account = await t.signedIn();
      const other = uniqueEmail('news');
      expect(
        (await t.request('POST', '/api/v1/users/current-user-newsletter-subscribe', { token: account.token, body: { email: other } })).body
          .data.data.email,
      ).toBe(other);
      const visitor = uniqueEmail('visitor');
      const res = await t.request('POST', '/api/v1/newsletter/subscribe?lng=fr', { body: { email: visitor } });
      expect(res.status).toBe(200);
      expect(res.body.data.data.message).toBe('Abonnement à la newsletter réussi');
      expect(await t.lastEvent('identity.newsletter-subscribed', (e: { email: string }) => e.email === visitor)).toEqual({
        email: visitor,
        userId: null,
        language: 'fr',
      });
      expect((await t.request('POST', '/api/v1/newsletter/subscribe', { body: { email: 'nope' } })).status).toBe(400);
      expect((await t.request('POST', '/api/v1/users/current-user-newsletter-subscribe', { body: {} })).status).toBe(401);
    });

    it('[A8.6] lets only one of two simultaneous subscriptions of an address succeed', async () => {
      const email = uniqueEmail('race');
      const answers = await Promise.all([1, 2, 3].map(() => t.request('POST', '/api/v1/newsletter/subscribe', { body: { email } })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    });
  });

  describe('e-mail preferences', () => {
    it('[A3.13] lists the five preferences, all on at first, as a list in the nested data', async () => {
      const account = await t.signedIn();
      const res = await t.request('GET', '/api/v1/email-preferences?language=en&lng=en', { token: account.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        data: {
          data: [
            {
              id: expect.any(String),
              _id: expect.any(String),
              investedCampaign: true,
              savedCampaign: true,
              newInvestment: true,
              newComment: true,
              newUpdateFromOwner: true,
              updatedAt: expect.any(String),
            },
          ],
        },
      });
      const again = await t.request('GET', '/api/v1/email-preferences', { token: account.token });
      expect(again.body.data.data[0].id).toBe(res.body.data.data[0].id);
    });

    it('[A7.7] updates preferences (PATCH email-preferences/{id}) and announces the full set', async () => {
      const account = await t.signedIn();
      const id = (await t.request('GET', '/api/v1/email-preferences', { token: account.token })).body.data.data[0].id;
      const res = await t.request('PATCH', `/api/v1/email-preferences/${id}`, {
        token: account.token,
        body: { newComment: false, savedCampaign: 'false' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.data).toMatchObject({
        id,
        newComment: false,
        savedCampaign: false,
        investedCampaign: true,
        message: 'Email preferences updated',
      });
      expect(await t.lastEvent('identity.email-preferences-updated', (e: { userId: string }) => e.userId === account.id)).toEqual({
        userId: account.id,
        investedCampaign: true,
        savedCampaign: false,
        newInvestment: true,
        newComment: false,
        newUpdateFromOwner: true,
      });
      expect((await t.request('GET', '/api/v1/email-preferences', { token: account.token })).body.data.data[0]).toMatchObject({
        newComment: false,
        savedCampaign: false,
      });
    });

    it("[A7.7] refuses non-boolean values and another user's preferences", async () => {
      const account = await t.signedIn();
      const other = await t.signedIn();
      const otherId = (await t.request('GET', '/api/v1/email-preferences', { token: other.token })).body.data.data[0].id;
      const id = (await t.request('GET', '/api/v1/email-preferences', { token: account.token })).body.data.data[0].id;
      expect(
        (await t.request('PATCH', `/api/v1/email-preferences/${id}`, { token: account.token, body: { newComment: 'maybe' } })).body
          .errors[0],
      ).toEqual({ field: 'newComment', msg: 'Please choose yes or no' });
      expect(
        (await t.request('PATCH', `/api/v1/email-preferences/${otherId}`, { token: account.token, body: { newComment: false } })).status,
      ).toBe(404);
      expect((await t.request('GET', '/api/v1/email-preferences')).status).toBe(401);
    });
  });
});
