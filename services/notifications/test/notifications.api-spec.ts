import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ActivationLinkIssuedV1,
  EmailPreferencesUpdatedV1,
  InviteSentV1,
  LoginCodeIssuedV1,
  NewsletterSubscribedV1,
  PasswordChangedV1,
  PasswordResetRequestedV1,
  PhoneOtpIssuedV1,
  ProfileUpdatedV1,
  SignInAttemptsDetectedV1,
  SignupAttemptedForExistingAccountV1,
  TopupCompletedV1,
  TopupFailedV1,
  UserFollowedV1,
  UserLoggedInV1,
  WithdrawalCompletedV1,
  WithdrawalRequestedV1,
} from '@cf/contracts';
import { InboxEventRow, newId, OutboxEventRow, Transactions } from '@cf/platform';
import { signTestToken, type MailMessage as MailboxMessage } from '@cf/testing';
import { EmailPreference } from '../src/email-preferences/entities/email-preference.entity';
import { MailMessage } from '../src/mail/entities/mail-message.entity';
import { UserNotificationsService } from '../src/user-notifications/user-notifications.service';
import { eventMessage, sealFor, startNotificationsTestApp, waitFor, type NotificationsTestApp } from './notifications-test-app';

describe('notifications service (api)', () => {
  let t: NotificationsTestApp;
  const inject = (opts: Parameters<NotificationsTestApp['app']['inject']>[0]) => t.app.inject(opts);
  const inFuture = (minutes: number) => new Date(Date.now() + minutes * 60000).toISOString();
  const mailbox = async (to: string) => {
    const res = await inject({ method: 'GET', url: `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}` });
    expect(res.statusCode).toBe(200);
    return res.json().data.data as MailboxMessage[];
  };
  const outboxOfType = (type: string) => t.dataSource.getRepository(OutboxEventRow).find({ where: { type }, order: { occurredAt: 'ASC' } });

  beforeAll(async () => {
    t = await startNotificationsTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('e-mails from identity events', () => {
    it('[A9.2] e-mails the activation link in Arabic by default: an .eml file and a dev mailbox entry, right-to-left', async () => {
      const event = eventMessage(ActivationLinkIssuedV1, {
        userId: newId(),
        email: 'salim@example.com',
        firstName: 'سالم',
        sealedLink: sealFor(ActivationLinkIssuedV1, 'http://127.0.0.1:8080/activate-account/u1/tok/email'),
        language: 'ar',
      });
      await t.deliver(event);
      await t.flush();

      const [mail] = await mailbox('salim@example.com');
      expect(mail).toMatchObject({
        to: 'salim@example.com',
        template: 'activation-link',
        language: 'ar',
        subject: 'فعّل حسابك في منصة عُمان للتمويل الجماعي',
      });
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).toContain('href="http://127.0.0.1:8080/activate-account/u1/tok/email"');
      expect(mail.html).toContain('مرحباً سالم');
      expect(mail.text).toContain('http://127.0.0.1:8080/activate-account/u1/tok/email');

      const file = join(t.dataDir, 'outbox', `${mail.id}.eml`);
      expect(existsSync(file)).toBe(true);
      const raw = readFileSync(file, 'utf8');
      expect(raw).toMatch(/^To: salim@example\.com$/m);
      expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(raw).toContain(`Message-ID: <${mail.id}@oman-crowdfunding.om>`);
      expect(raw).toContain('Content-Type: text/html; charset=utf-8');

      const one = await inject({ method: 'GET', url: `/api/v1/dev/mailbox/${mail.id}` });
      expect(one.json().data.data).toMatchObject({ id: mail.id, subject: mail.subject });
      expect((await inject({ method: 'GET', url: `/api/v1/dev/mailbox/${newId()}?lng=en` })).statusCode).toBe(404);
    });

    it('[A1.4] writes the activation e-mail in English or French, left-to-right, when the event says so', async () => {
      await t.deliver(
        eventMessage(ActivationLinkIssuedV1, {
          userId: newId(),
          email: 'en.user@example.com',
          firstName: 'Maryam',
          sealedLink: sealFor(ActivationLinkIssuedV1, 'https://cf.example/activate/1'),
          language: 'en',
        }),
      );
      await t.deliver(
        eventMessage(ActivationLinkIssuedV1, {
          userId: newId(),
          email: 'fr.user@example.com',
          firstName: 'Chloé',
          sealedLink: sealFor(ActivationLinkIssuedV1, 'https://cf.example/activate/2'),
          language: 'fr',
        }),
      );
      await t.flush();
      const [en] = await mailbox('en.user@example.com');
      const [fr] = await mailbox('FR.user@example.com');
      expect(en).toMatchObject({ subject: 'Activate your Oman Crowdfunding account', language: 'en' });
      expect(en.html).toContain('<html lang="en" dir="ltr">');
      expect(fr).toMatchObject({ subject: 'Activez votre compte Oman Crowdfunding', language: 'fr' });
      expect(fr.html).toContain('Bonjour Chloé,');
    });

    it('sends ONE e-mail when the same event is delivered three times, even concurrently', async () => {
      const event = eventMessage(PasswordResetRequestedV1, {
        userId: newId(),
        email: 'twice@example.com',
        firstName: 'Khalid',
        sealedLink: sealFor(PasswordResetRequestedV1, 'https://cf.example/reset/abc'),
        expiresAt: inFuture(30),
        language: 'en',
      });
      await Promise.all([t.deliver(event), t.deliver(event), t.deliver(event)]);
      await t.deliver(event);
      await t.flush();
      expect(await t.dataSource.getRepository(MailMessage).countBy({ causationEventId: event.envelope.id })).toBe(1);
      expect(await t.dataSource.getRepository(InboxEventRow).countBy({ eventId: event.envelope.id })).toBe(1);
      const mails = await mailbox('twice@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Reset your password');
      const files = readdirSync(join(t.dataDir, 'outbox')).filter((f) => f === `${mails[0].id}.eml`);
      expect(files).toHaveLength(1);
    });

    it('announces every delivered e-mail with notifications.email-delivered, caused by the original event', async () => {
      const event = eventMessage(PasswordChangedV1, {
        userId: newId(),
        email: 'changed@example.com',
        firstName: 'Fatma',
        via: 'update',
        language: 'fr',
      });
      await t.deliver(event);
      await t.flush();
      const [mail] = await mailbox('changed@example.com');
      expect(mail.subject).toBe('Votre mot de passe a été modifié');
      const delivered = (await outboxOfType('notifications.email-delivered')).filter((r) => r.data.messageId === mail.id);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({
        aggregateId: mail.id,
        causationId: event.envelope.id,
        correlationId: event.envelope.correlationId,
      });
      expect(delivered[0].data).toEqual({
        messageId: mail.id,
        to: 'changed@example.com',
        template: 'password-changed',
        causationEventId: event.envelope.id,
      });
      expect(delivered[0].publishedAt).not.toBeNull();
    });

    it('renders the sign-in code, locked account, invitation and newsletter templates', async () => {
      await t.deliver(
        eventMessage(LoginCodeIssuedV1, {
          userId: newId(),
          email: 'code@example.com',
          firstName: 'Aisha',
          sealedCode: sealFor(LoginCodeIssuedV1, '482913'),
          expiresAt: inFuture(10),
          language: 'ar',
        }),
      );
      await t.deliver(
        eventMessage(SignInAttemptsDetectedV1, { userId: newId(), email: 'locked@example.com', firstName: 'Hamad', failures: 21, since: inFuture(-10), language: 'en' }),
      );
      await t.deliver(
        eventMessage(InviteSentV1, {
          inviterId: newId(),
          inviterName: 'Omar',
          email: 'friend@example.com',
          message: null,
          link: 'https://cf.example/signup?ref=omar',
          language: 'fr',
        }),
      );
      await t.deliver(eventMessage(NewsletterSubscribedV1, { email: 'news@example.com', userId: null, language: 'en' }));
      await t.flush();
      const [code] = await mailbox('code@example.com');
      expect(code).toMatchObject({ template: 'login-code', subject: 'رمز تسجيل الدخول' });
      expect(code.html).toContain('482913');
      expect((await mailbox('locked@example.com'))[0]).toMatchObject({
        template: 'sign-in-attempts',
        subject: 'Failed attempts to sign in to your account',
      });
      expect((await mailbox('friend@example.com'))[0]).toMatchObject({
        template: 'invite',
        subject: 'Omar vous invite sur Oman Crowdfunding',
      });
      expect((await mailbox('news@example.com'))[0]).toMatchObject({
        template: 'newsletter-welcome',
        subject: "You're subscribed to the Oman Crowdfunding newsletter",
      });
    });

    it('tells the owner of an account that someone signed up with its address, in the owner\'s language, with sign-in and reset links', async () => {
      await t.deliver(eventMessage(SignupAttemptedForExistingAccountV1, { userId: newId(), email: 'owner-of@example.com', firstName: 'Maryam', language: 'ar' }));
      await t.flush();
      const [told] = await mailbox('owner-of@example.com');
      expect(told).toMatchObject({ template: 'signup-existing-account', subject: 'محاولة تسجيل بعنوان بريدك في منصة عُمان للتمويل الجماعي', language: 'ar' });
      expect(told.html).toContain('dir="rtl"');
      expect(told.html).toMatch(/href="https?:\/\/[^"]+\/login"/);
      expect(told.text).toMatch(/https?:\/\/\S+\/forgot-password/);
    });

    it('escapes names and messages taken from events, and never links to a non-http URL', async () => {
      await t.deliver(
        eventMessage(InviteSentV1, {
          inviterId: newId(),
          inviterName: '<script>alert(1)</script>',
          email: 'victim@example.com',
          message: 'Join <b>now</b> & "win"',
          link: 'https://cf.example/signup',
          language: 'en',
        }),
      );
      await t.flush();
      const [mail] = await mailbox('victim@example.com');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('Join &lt;b&gt;now&lt;/b&gt; &amp; &quot;win&quot;');
    });
  });

  describe('SMS', () => {
    it('[A4.4] sends the phone verification code by SMS: a .json file in the outbox and the dev SMS list', async () => {
      const event = eventMessage(PhoneOtpIssuedV1, {
        userId: newId(),
        phone: '+96891234567',
        sealedCode: sealFor(PhoneOtpIssuedV1, '135790'),
        expiresAt: inFuture(5),
        language: 'ar',
      });
      await t.deliver(event);
      await t.deliver(event);
      await t.flush();
      const res = await inject({ method: 'GET', url: '/api/v1/dev/sms?to=%2B96891234567' });
      const list = res.json().data.data as Array<{ id: string; text: string; status: string; template: string }>;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ template: 'phone-otp', status: 'sent' });
      expect(list[0].text).toContain('135790');
      expect(list[0].text).toContain('منصة عُمان للتمويل الجماعي');
      // [issue 36] a 5-minute code says 5 minutes, as the screen's countdown (5:00) does.
      expect(list[0].text).toContain('لمدة 5 دقائق');
      const file = JSON.parse(readFileSync(join(t.dataDir, 'outbox', `sms-${list[0].id}.json`), 'utf8'));
      expect(file).toMatchObject({ to: '+96891234567', text: list[0].text });
      expect((await outboxOfType('notifications.sms-delivered')).some((r) => r.data.messageId === list[0].id)).toBe(true);
    });
  });

  describe('activity log', () => {
    it("[A3.18] lists the signed-in user's own activity, newest first, translated, growing by limit", async () => {
      const userId = newId();
      const other = newId();
      await t.deliver(eventMessage(UserLoggedInV1, { userId, method: 'password', ip: '127.0.0.1' }));
      await new Promise((r) => setTimeout(r, 5));
      await t.deliver(eventMessage(ProfileUpdatedV1, { userId, fields: ['firstName'] }));
      await new Promise((r) => setTimeout(r, 5));
      await t.deliver(eventMessage(UserFollowedV1, { followerId: userId, followeeId: other }));
      await t.deliver(eventMessage(UserLoggedInV1, { userId: other, method: 'password', ip: null }));

      const token = await signTestToken({ sub: userId });
      const res = await inject({ method: 'GET', url: '/api/v1/user-activity?lng=en', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      const page = res.json().data.data;
      expect(page.totalCount).toBe(3);
      expect(page.displayLoadMore).toBe(false);
      expect(page.docs.map((d: { activityType: string }) => d.activityType)).toEqual([
        'user-followed',
        'profile-updated',
        'user-logged-in',
      ]);
      expect(page.docs[0]).toMatchObject({ title: 'You followed a user', details: { followeeId: other } });

      const ar = await inject({ method: 'GET', url: '/api/v1/user-activity?limit=2', headers: { authorization: `Bearer ${token}` } });
      expect(ar.json().data.data).toMatchObject({ totalCount: 3, displayLoadMore: true });
      expect(ar.json().data.data.docs).toHaveLength(2);
      expect(ar.json().data.data.docs[0].title).toBe('تابعت مستخدماً');

      expect((await inject({ method: 'GET', url: '/api/v1/user-activity?lng=en' })).json()).toEqual({
        status: 'fail',
        message: 'Please sign in to continue',
      });
    });
  });

  describe('in-app notifications', () => {
    it("[A3.7] lists the user's notifications newest first, 10 per page, with the related records of each type", async () => {
      const userId = newId();
      const service = t.app.get(UserNotificationsService);
      await t.app.get(Transactions).run(async () => {
        for (let i = 0; i < 12; i++) {
          await service.create({
            userId,
            notificationType: i % 2 === 0 ? 'rejectedWalletTransactions' : 'reSignAccountverification',
            payload:
              i % 2 === 0
                ? {
                    walletTransactionId: {
                      id: `wt-${i}`,
                      walletType: 'DEBIT',
                      transactionNumber: `TX${i}`,
                      walletId: 'w1',
                      rejectReason: 'Bank details do not match',
                    },
                  }
                : {
                    accountVerificationId: {
                      id: `av-${i}`,
                      consentAgreementRejectReasonAR: 'التوقيع غير مطابق',
                      consentAgreementRejectReasonEN: 'Signature mismatch',
                    },
                  },
            causationEventId: null,
            createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
          });
        }
        await service.create({
          userId: newId(),
          notificationType: 'pendingAccountVerificationRemark',
          payload: {},
          causationEventId: null,
        });
      });
      const headers = { authorization: `Bearer ${await signTestToken({ sub: userId })}` };
      const first = (await inject({ method: 'GET', url: '/api/v1/user-notifications', headers })).json().data.data;
      expect(first).toMatchObject({ totalCount: 12, displayLoadMore: true, unreadCount: 12 });
      expect(first.docs).toHaveLength(10);
      expect(first.docs[0]).toMatchObject({
        notificationType: 'reSignAccountverification',
        isRead: false,
        accountVerificationId: { id: 'av-11', consentAgreementRejectReasonEN: 'Signature mismatch' },
      });
      expect(first.docs[1]).toMatchObject({
        notificationType: 'rejectedWalletTransactions',
        walletTransactionId: { walletType: 'DEBIT', transactionNumber: 'TX10' },
      });
      const all = (await inject({ method: 'GET', url: '/api/v1/user-notifications?limit=20', headers })).json().data.data;
      expect(all).toMatchObject({ totalCount: 12, displayLoadMore: false });
      expect(all.docs).toHaveLength(12);
    });

    it("[A4.13] marks the user's own notification read, and answers 404 for someone else's", async () => {
      const userId = newId();
      const strangerId = newId();
      const service = t.app.get(UserNotificationsService);
      const [mine, theirs] = await t.app.get(Transactions).run(async () => [
        await service.create({
          userId,
          notificationType: 'rejectedChildWalletTransactions',
          payload: { childUserId: { _id: 'c1', firstName: 'Ali' } },
          causationEventId: null,
        }),
        await service.create({
          userId: strangerId,
          notificationType: 'rejectedWalletTransactions',
          payload: {},
          causationEventId: null,
        }),
      ]);
      const headers = { authorization: `Bearer ${await signTestToken({ sub: userId })}` };
      const res = await inject({ method: 'PATCH', url: `/api/v1/user-notifications/${mine.id}`, headers, payload: {} });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.data).toMatchObject({ id: mine.id, isRead: true, childUserId: { _id: 'c1' } });
      const noBody = await inject({ method: 'PATCH', url: `/api/v1/user-notifications/${mine.id}`, headers });
      expect(noBody.statusCode).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/v1/user-notifications', headers })).json().data.data).toMatchObject({
        unreadCount: 0,
        totalCount: 1,
      });

      const denied = await inject({
        method: 'PATCH',
        url: `/api/v1/user-notifications/${theirs.id}?lng=en`,
        headers,
        payload: { isRead: true },
      });
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toEqual({ status: 'fail', message: 'This notification does not exist' });
      expect((await inject({ method: 'PATCH', url: `/api/v1/user-notifications/${mine.id}`, payload: {} })).statusCode).toBe(401);
    });

    it('[A2.18] answers every wallet movement in the bell (top-up credited or failed, withdrawal requested and paid), once per event', async () => {
      const userId = newId();
      const money = { userId, amount: 25_000, transactionNumber: 'WT-1' };
      const credited = eventMessage(TopupCompletedV1, {
        ...money,
        transactionId: 'tx-1',
        totalFees: 500,
        totalAmount: 25_500,
        currency: 'OMR',
        gateway: 'sandbox_card',
        ledgerTransferId: 'lt-1',
      });
      await t.deliver(credited);
      await t.deliver(credited);
      await t.deliver(eventMessage(TopupFailedV1, { ...money, transactionId: 'tx-2', transactionNumber: 'WT-2', gateway: 'sandbox_card', reason: 'declined' }));
      await t.deliver(eventMessage(WithdrawalRequestedV1, { ...money, transactionId: 'tx-3', transactionNumber: 'WT-3', currency: 'OMR', holdId: 'h-1' }));
      await t.deliver(
        eventMessage(WithdrawalCompletedV1, { ...money, transactionId: 'tx-3', transactionNumber: 'WT-3', currency: 'OMR', approvedBy: 'admin', ledgerTransferId: 'lt-2' }),
      );
      const headers = { authorization: `Bearer ${await signTestToken({ sub: userId })}` };
      const page = (await inject({ method: 'GET', url: '/api/v1/user-notifications', headers })).json().data.data;
      expect(page).toMatchObject({ totalCount: 4, unreadCount: 4 });
      expect(page.docs.map((n: { notificationType: string }) => n.notificationType).sort()).toEqual([
        'walletTopupCompleted',
        'walletTopupFailed',
        'walletWithdrawalCompleted',
        'walletWithdrawalRequested',
      ]);
      expect(page.docs.find((n: { notificationType: string }) => n.notificationType === 'walletTopupCompleted')).toMatchObject({
        walletTransactionId: { id: 'tx-1', walletType: 'CREDIT', transactionNumber: 'WT-1', amount: 25_000 },
      });

      const all = await inject({ method: 'POST', url: '/api/v1/user-notifications/read-all', headers });
      expect(all.statusCode).toBe(200);
      expect(all.json().data.data).toEqual({ updated: 4 });
      expect((await inject({ method: 'GET', url: '/api/v1/user-notifications', headers })).json().data.data).toMatchObject({ unreadCount: 0, totalCount: 4 });
      expect((await inject({ method: 'POST', url: '/api/v1/user-notifications/read-all', headers })).json().data.data).toEqual({ updated: 0 });
      expect((await inject({ method: 'POST', url: '/api/v1/user-notifications/read-all' })).statusCode).toBe(401);
    });
  });

  describe('contact-us', () => {
    const valid = {
      name: 'Salim Al Harthy',
      email: 'salim.contact@example.com',
      phone: '96891234567',
      subject: 'Listing my company',
      message: 'How do I raise funds for my bakery?',
    };

    it('[A8.6] stores the inquiry, answers "inquiry sent", acknowledges by e-mail and announces it', async () => {
      const res = await inject({ method: 'POST', url: '/api/v1/contact-us?lng=en', payload: valid });
      expect(res.statusCode).toBe(201);
      const body = res.json().data.data;
      expect(body.message).toBe('Your inquiry has been sent successfully');
      await t.flush();
      const [ack] = await mailbox('salim.contact@example.com');
      expect(ack).toMatchObject({ template: 'contact-us-ack', language: 'en', subject: 'We received your message' });
      // The public form's text is not echoed back to the address given.
      expect(ack.html).not.toContain('bakery');
      const received = (await outboxOfType('notifications.contact-message-received')).find((r) => r.aggregateId === body.id);
      expect(received?.data).toEqual({ messageId: body.id, email: 'salim.contact@example.com', subject: 'Listing my company' });

      const ar = await inject({
        method: 'POST',
        url: '/api/v1/contact-us',
        payload: { ...valid, phone: undefined, email: 'ar.contact@example.com' },
      });
      expect(ar.json().data.data.message).toBe('تم إرسال استفسارك بنجاح');
      const fr = await inject({ method: 'POST', url: '/api/v1/contact-us?language=fr', payload: { ...valid, phone: '' } });
      expect(fr.json().data.data.message).toBe('Votre demande a été envoyée avec succès');
    });

    it.each([
      ['en', 'Please enter a valid phone number of 8 to 13 digits'],
      ['ar', 'يرجى إدخال رقم هاتف صالح مكوّن من 8 إلى 13 رقماً'],
      ['fr', 'Veuillez saisir un numéro de téléphone valide de 8 à 13 chiffres'],
    ])('[A5.3] refuses a phone number shorter than 8 digits (%s)', async (lng, msg) => {
      const res = await inject({ method: 'POST', url: `/api/v1/contact-us?lng=${lng}`, payload: { ...valid, phone: '1234567' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'fail', message: msg, errors: [{ field: 'phone', msg }] });
    });

    it('[A5.3] refuses a phone number longer than 13 digits or with letters, accepts 8 and 13 digits', async () => {
      for (const phone of ['12345678901234', '9689123abc']) {
        const res = await inject({ method: 'POST', url: '/api/v1/contact-us?lng=en', payload: { ...valid, phone } });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([{ field: 'phone', msg: 'Please enter a valid phone number of 8 to 13 digits' }]);
      }
      for (const phone of ['91234567', '+9689123456789'])
        expect((await inject({ method: 'POST', url: '/api/v1/contact-us', payload: { ...valid, phone } })).statusCode).toBe(201);
    });

    it('[A5.1] [A5.2] requires name, e-mail, subject and message, with translated messages per field', async () => {
      const res = await inject({ method: 'POST', url: '/api/v1/contact-us?lng=fr', payload: { email: 'not-an-email', name: '   ' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'name', msg: 'Ce champ est obligatoire' },
        { field: 'email', msg: 'Veuillez saisir une adresse e-mail valide' },
        { field: 'subject', msg: 'Ce champ est obligatoire' },
        { field: 'message', msg: 'Ce champ est obligatoire' },
      ]);
      const ar = await inject({ method: 'POST', url: '/api/v1/contact-us?lng=ar', payload: { ...valid, email: 'x@' } });
      expect(ar.json().errors).toEqual([{ field: 'email', msg: 'يرجى إدخال بريد إلكتروني صالح' }]);
      const long = await inject({
        method: 'POST',
        url: '/api/v1/contact-us?lng=en',
        payload: { ...valid, name: 'x'.repeat(101), extraLink: 'javascript:alert(1)' },
      });
      expect(long.json().errors).toEqual([
        { field: 'name', msg: 'The name must be at most 100 characters' },
        { field: 'extraLink', msg: 'Please enter a valid link starting with http:// or https://' },
      ]);
    });

    it('lets administrators, and only them, read the messages newest first', async () => {
      expect((await inject({ method: 'GET', url: '/api/v1/contact-us' })).statusCode).toBe(401);
      const user = await inject({
        method: 'GET',
        url: '/api/v1/contact-us?lng=en',
        headers: { authorization: `Bearer ${await signTestToken()}` },
      });
      expect(user.statusCode).toBe(403);
      const admin = await inject({
        method: 'GET',
        url: '/api/v1/contact-us?limit=2',
        headers: { authorization: `Bearer ${await signTestToken({ isAdmin: true })}` },
      });
      expect(admin.statusCode).toBe(200);
      const page = admin.json().data.data;
      expect(page.docs).toHaveLength(2);
      expect(page.displayLoadMore).toBe(true);
      expect(page.docs[0].createdAt >= page.docs[1].createdAt).toBe(true);
      expect(page.docs[0]).toMatchObject({ name: 'Salim Al Harthy', subject: 'Listing my company' });
    });
  });

  it('[A3.13] keeps the latest e-mail preferences of each user', async () => {
    const userId = newId();
    const flags = { investedCampaign: true, savedCampaign: false, newInvestment: true, newComment: false, newUpdateFromOwner: true };
    await t.deliver(eventMessage(EmailPreferencesUpdatedV1, { userId, ...flags }, userId));
    await t.deliver(eventMessage(EmailPreferencesUpdatedV1, { userId, ...flags, newComment: true }, userId));
    await waitFor(async () => (await t.dataSource.getRepository(EmailPreference).findOneBy({ userId }))?.newComment === true);
    expect(await t.dataSource.getRepository(EmailPreference).findOneBy({ userId })).toMatchObject({ ...flags, newComment: true });
  });
});

describe('notifications service with the dev mailbox turned off', () => {
  let t: NotificationsTestApp;
  beforeAll(async () => {
    t = await startNotificationsTestApp({ DEV_MAILBOX: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 on the dev mailbox and dev SMS paths, and still writes the outbox file', async () => {
    for (const url of ['/api/v1/dev/mailbox', '/api/v1/dev/mailbox/abc', '/api/v1/dev/sms']) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?lng=en` });
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe('fail');
    }
    await t.deliver(eventMessage(NewsletterSubscribedV1, { email: 'quiet@example.com', userId: null, language: 'ar' }));
    await t.flush();
    const [mail] = await t.dataSource.getRepository(MailMessage).findBy({ to: 'quiet@example.com' });
    expect(mail.status).toBe('sent');
    expect(existsSync(join(t.dataDir, 'outbox', `${mail.id}.eml`))).toBe(true);
  });
});
