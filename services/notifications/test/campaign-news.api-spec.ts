import {
  makeAdmin,
  makeCampaign,
  makeInvestor,
  makeOwner,
  makeVerifiedInvestor,
  settleEvents,
  signContract,
  signUpThroughApi,
  startTestPlatform,
  topUpWallet,
  waitFor,
  type ApiResponse,
  type MailMessage,
  type TestPlatform,
  type TestUser,
} from '@cf/testing';

/**
 * A campaign's news through the gateway (issue 38): an owner's update reaches its investors,
 * followers and savers in the bell and, per preference, by e-mail (C1.2, C6.1, A3.13); the other
 * optional e-mails (a new investment and a new comment to the owner, the close to investors and
 * savers) are sent in the reader's language only while their switch is on.
 */
const OMR = 1000;
const HOUR = 3_600_000;

describe('campaign news (api)', () => {
  let platform: TestPlatform;
  let admin: TestUser;
  let owner: TestUser;
  let investor: TestUser;
  let quietInvestor: TestUser;
  let follower: TestUser;
  let saver: TestUser;
  let stranger: TestUser;
  let campaign: { id: string; slug: string };
  let quietInvestmentId: string;
  const api = (method: string, path: string, token?: string, body?: unknown, lng = 'en') =>
    platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=${lng}`, { token, body });
  const data = (answer: ApiResponse) => answer.body.data.data as Record<string, any>;
  const mailsTo = async (user: TestUser, template: string): Promise<MailMessage[]> => (await platform.mailbox.list()).filter((m) => m.to === user.email && m.template === template);
  const bell = async (user: TestUser) => data(await api('GET', 'user-notifications?limit=50', user.token)).docs as Array<Record<string, any>>;
  const updatesIn = async (user: TestUser) => (await bell(user)).filter((n) => n.notificationType === 'campaignUpdatePublished');
  const switchOff = async (user: TestUser, kind: string) => {
    const [mine] = data(await api('GET', 'email-preferences', user.token)) as unknown as Array<{ id: string }>;
    expect((await api('PATCH', `email-preferences/${mine.id}`, user.token, { [kind]: false })).status).toBe(200);
  };
  const invest = async (user: TestUser, amount: number) => {
    const reserved = data(await api('POST', `investment/${campaign.id}`, user.token, { amount, acceptTerms: true, acceptRisk: true }));
    await signContract(platform, user, reserved.id);
    expect(data(await api('POST', `process-investment/${reserved.id}`, user.token, { paymentType: 'wallet' }))).toMatchObject({ state: 'committed' });
    return reserved.id as string;
  };
  const postUpdate = async (title: string) => {
    const posted = await api('POST', `equity/updates/${campaign.id}`, owner.token, { title, description: `<p>${title}: the first dates were <b>picked</b> in Nizwa.</p>` });
    expect(posted.status).toBe(201);
    return data(posted).id as string;
  };

  beforeAll(async () => {
    platform = await startPlatform();
    [admin, owner, follower, saver, stranger] = await Promise.all([makeAdmin(platform), makeOwner(platform), makeInvestor(platform, { language: 'ar' }), makeInvestor(platform, { language: 'fr' }), makeInvestor(platform)]);
    investor = await makeVerifiedInvestor(platform, admin);
    quietInvestor = await makeVerifiedInvestor(platform, admin);
    await topUpWallet(platform, investor, 1_000 * OMR);
    await topUpWallet(platform, quietInvestor, 1_000 * OMR);
    campaign = await makeCampaign(platform, owner, { status: 'live', admin, name: 'Nizwa Dates', fundraising: { goal: 5_000 * OMR, minimumRaise: 100 * OMR, maximumRaise: 2_000 * OMR } });
    await waitFor(async () => (await api('GET', `investment/offer/${campaign.id}`, investor.token)).status === 200, { what: 'the offer in investments' });
  }, 240_000);
  afterAll(async () => {
    platform?.resetClocks();
    await platform?.close();
  });

  it('[A3.13] the owner is e-mailed each new investment while "new investment" is on, and not once it is off', async () => {
    await invest(investor, 200 * OMR);
    const mail = await platform.mailbox.waitFor((m) => m.to === owner.email && m.template === 'campaign-new-investment');
    expect(mail.subject).toBe('New investment in your campaign “Nizwa Dates”');
    expect(mail.text).toContain('OMR 200.000');
    expect(mail.text).toContain(`/campaign-dashboard/${campaign.id}`);
    expect(mail.text).toContain('/settings/email-preferences');

    await switchOff(owner, 'newInvestment');
    await settleEvents(platform);
    quietInvestmentId = await invest(quietInvestor, 100 * OMR);
    await settleEvents(platform);
    expect(await mailsTo(owner, 'campaign-new-investment')).toHaveLength(1);
  });

  it('[C1.2][C6.1][A3.13] an owner\'s update reaches investors, followers and savers in the bell and by e-mail in their language, except where "new update from owner" is off', async () => {
    expect((await api('POST', `campaigns/${campaign.id}/follow`, follower.token)).status).toBeLessThan(300);
    expect((await api('POST', 'saved-campaigns', saver.token, { campaignId: campaign.id })).status).toBeLessThan(300);
    await switchOff(quietInvestor, 'newUpdateFromOwner');
    await settleEvents(platform);

    const updateId = await postUpdate('Harvest done');
    for (const reader of [investor, quietInvestor, follower, saver]) {
      await waitFor(async () => (await updatesIn(reader)).length === 1, { what: `the update in ${reader.email}'s bell` });
      const [told] = await updatesIn(reader);
      expect(told).toMatchObject({ isRead: false, campaignId: { id: campaign.id, companyName: 'Nizwa Dates', slug: campaign.slug }, campaignUpdateId: { id: updateId, title: 'Harvest done' } });
    }
    const english = await platform.mailbox.waitFor((m) => m.to === investor.email && m.template === 'campaign-update-posted');
    expect(english.subject).toBe('New update from “Nizwa Dates”: Harvest done');
    // The owner's markup is not sent as text; the link opens the campaign's updates tab.
    expect(english.text).toContain('Harvest done: the first dates were picked in Nizwa.');
    expect(english.text).toContain(`/campaign-detail-page/${campaign.slug}?tab=updates`);
    const arabic = await platform.mailbox.waitFor((m) => m.to === follower.email && m.template === 'campaign-update-posted');
    expect(arabic.subject).toBe('تحديث جديد من «Nizwa Dates»: Harvest done');
    expect(arabic.language).toBe('ar');
    const french = await platform.mailbox.waitFor((m) => m.to === saver.email && m.template === 'campaign-update-posted');
    expect(french.subject).toBe('Nouvelle actualité de « Nizwa Dates » : Harvest done');

    await settleEvents(platform);
    // Preference off: the bell, no e-mail. Neither the owner nor a stranger hears of it.
    expect(await mailsTo(quietInvestor, 'campaign-update-posted')).toHaveLength(0);
    expect(await updatesIn(owner)).toHaveLength(0);
    expect(await updatesIn(stranger)).toHaveLength(0);
    expect(await mailsTo(stranger, 'campaign-update-posted')).toHaveLength(0);

    // An edit is not news again.
    expect((await api('PATCH', `equity/updates/${campaign.id}/${updateId}`, owner.token, { title: 'Harvest done (edited)' })).status).toBe(200);
    await settleEvents(platform);
    expect(await updatesIn(investor)).toHaveLength(1);
    expect(await mailsTo(investor, 'campaign-update-posted')).toHaveLength(1);
  });

  it('[A2.4] /inbox lists the e-mails sent to the person, newest first, and opens one; never another\'s, never one with a code or an account link', async () => {
    const inbox = data(await api('GET', 'inbox?limit=10', investor.token));
    const update = (inbox.docs as Array<{ id: string; subject: string; template: string }>).find((m) => m.template === 'campaign-update-posted')!;
    expect(update.subject).toBe('New update from “Nizwa Dates”: Harvest done');
    const opened = data(await api('GET', `inbox/${update.id}`, investor.token));
    expect(opened.text).toContain('Harvest done: the first dates were picked in Nizwa.');
    expect((await api('GET', `inbox/${update.id}`, follower.token)).status).toBe(404);
    // A person who signed up through the API got an activation link: the inbox does not show it.
    const newcomer = await signUpThroughApi(platform, 'investor');
    expect((await platform.mailbox.list()).some((m) => m.to === newcomer.email && m.template === 'activation-link')).toBe(true);
    expect(data(await api('GET', 'inbox', newcomer.token))).toMatchObject({ docs: [], totalCount: 0 });
    const activation = (await platform.mailbox.list()).find((m) => m.to === newcomer.email && m.template === 'activation-link')!;
    expect((await api('GET', `inbox/${activation.id}`, newcomer.token)).status).toBe(404);
    expect((await api('GET', 'inbox')).status).toBe(401);
  });

  it('[C6.1] who stops following hears of the next update no more; who cancelled every investment neither', async () => {
    expect((await api('DELETE', `campaigns/${campaign.id}/follow`, follower.token)).status).toBeLessThan(300);
    expect((await api('PATCH', `investment/${quietInvestmentId}`, quietInvestor.token, { status: 'cancelled' })).status).toBe(200);
    await settleEvents(platform);
    await postUpdate('Packing starts');
    await waitFor(async () => (await updatesIn(investor)).length === 2, { what: 'the second update in the investor\'s bell' });
    await waitFor(async () => (await updatesIn(saver)).length === 2, { what: 'the second update in the saver\'s bell' });
    await settleEvents(platform);
    expect(await updatesIn(follower)).toHaveLength(1);
    expect(await updatesIn(quietInvestor)).toHaveLength(1);
  });

  it('[A3.13] a person who changes their language gets the next e-mails in it', async () => {
    expect((await api('PATCH', 'users/updateMe', saver.token, { language: 'ar' })).status).toBe(200);
    await settleEvents(platform);
    await postUpdate('Sorting done');
    const mail = await platform.mailbox.waitFor((m) => m.to === saver.email && m.template === 'campaign-update-posted' && m.subject.includes('Sorting done'));
    expect(mail.language).toBe('ar');
    expect(mail.subject).toBe('تحديث جديد من «Nizwa Dates»: Sorting done');
  });

  it('[A3.13] the owner is e-mailed a new comment (saying it awaits review) unless "new comment" is off; the owner\'s own comments are not news', async () => {
    expect((await api('POST', `equity/comments/${campaign.id}`, stranger.token, { comment: 'When do you ship to Salalah?' })).status).toBe(201);
    const mail = await platform.mailbox.waitFor((m) => m.to === owner.email && m.template === 'campaign-new-comment');
    expect(mail.subject).toBe('New comment on your campaign “Nizwa Dates”');
    expect(mail.text).toContain('Everyone will see it once our team has reviewed it.');
    expect(mail.text).toContain(`/campaign-detail-page/${campaign.slug}?tab=discussion`);
    await api('POST', `equity/comments/${campaign.id}`, owner.token, { comment: 'Next month.' });
    await switchOff(owner, 'newComment');
    await settleEvents(platform);
    await api('POST', `equity/comments/${campaign.id}`, stranger.token, { comment: 'And to Sur?' });
    await settleEvents(platform);
    expect(await mailsTo(owner, 'campaign-new-comment')).toHaveLength(1);
  });

  it('[A3.13] the close is e-mailed to its investors ("invested campaign") and to those who saved it ("saved campaign")', async () => {
    expect((await api('POST', `investment/admin/close/${campaign.id}`, admin.token)).status).toBe(200);
    // The close settles once the paid investments' cancellation windows have ended (the sweeper confirms them).
    platform.travel(49 * HOUR);
    const invested = await platform.mailbox.waitFor((m) => m.to === investor.email && m.template === 'invested-campaign-closed', 30_000);
    expect(invested.subject).toBe('“Nizwa Dates”, which you invested in, closed without reaching its goal');
    const saved = await platform.mailbox.waitFor((m) => m.to === saver.email && m.template === 'saved-campaign-closed');
    // The saver switched to Arabic above.
    expect(saved.subject).toBe('أُغلقت حملة «Nizwa Dates» التي تتابعها');
    await settleEvents(platform);
    expect(await mailsTo(investor, 'saved-campaign-closed')).toHaveLength(0);
    expect(await mailsTo(stranger, 'invested-campaign-closed')).toHaveLength(0);
  });

  it('[A3.18] the activity log records investments, their cancellation, top-ups and campaigns followed, each with its page, in the reader\'s language', async () => {
    const log = async (user: TestUser, lng = 'en') => data(await api('GET', 'user-activity?limit=50', user.token, undefined, lng)).docs as Array<{ activityType: string; title: string; details: Record<string, unknown> }>;
    const investorLog = await log(investor);
    expect(investorLog.find((a) => a.activityType === 'investment-paid')).toMatchObject({ title: 'You invested OMR 200.000 in Nizwa Dates', details: { link: expect.stringMatching(/^\/receipt\/[0-9a-f-]{36}$/) } });
    expect(investorLog.find((a) => a.activityType === 'wallet-topup')?.title).toMatch(/^You topped up your wallet with OMR 1,000\.000 \(WT-/);
    expect((await log(quietInvestor)).find((a) => a.activityType === 'investment-cancelled')?.title).toBe('You cancelled your investment of OMR 100.000 in Nizwa Dates');
    expect((await log(investor, 'ar')).find((a) => a.activityType === 'investment-paid')?.title).toBe('استثمرت 200.000 ر.ع. في Nizwa Dates');
    const followerLog = await log(follower);
    expect(followerLog.map((a) => a.activityType)).toEqual(expect.arrayContaining(['campaign-followed', 'campaign-unfollowed']));
    expect((await log(saver)).find((a) => a.activityType === 'campaign-saved')?.details).toMatchObject({ link: '/saved-campaign' });

    // [A3.18] team and lead-investor changes, in the log of whoever made them, with the campaign's page.
    const draft = await makeCampaign(platform, owner, { name: 'Sur Boatyard' });
    const member = data(await api('POST', `equity/team-members/${draft.id}`, owner.token, { fullName: 'Khalid Al Harthy', role: 'chief-financial-officer', email: `cfo.${Date.now().toString(36)}@example.com`, bio: 'Fifteen years in finance.' }));
    const lead = data(await api('POST', `equity/lead-investors/${draft.id}`, owner.token, { investorType: 'individual', name: 'Maryam Al Balushi', bio: 'Angel investor.' }));
    expect((await api('DELETE', `equity/lead-investors/${draft.id}/${lead.id}`, owner.token)).status).toBe(200);
    const ownerLog = await waitFor(async () => {
      const entries = await log(owner);
      return entries.some((a) => a.activityType === 'team-lead-removed') ? entries : null;
    }, { what: 'the team changes in the owner\'s activity log' });
    expect(ownerLog.find((a) => a.activityType === 'team-member-added')).toMatchObject({ title: 'You added Khalid Al Harthy to the team of Sur Boatyard', details: { link: `/campaign-detail-page/${draft.slug}` } });
    expect(ownerLog.find((a) => a.activityType === 'team-lead-removed')?.title).toBe('You removed the lead investor Maryam Al Balushi from Sur Boatyard');
    expect((await log(owner, 'ar')).find((a) => a.activityType === 'team-lead-added')?.title).toBe('أضفت Maryam Al Balushi مستثمرًا رئيسيًا في Sur Boatyard');
    expect(member.fullName).toBe('Khalid Al Harthy');
  });
});

function startPlatform(): Promise<TestPlatform> {
  return startTestPlatform({ services: ['campaigns', 'verification', 'investments', 'notifications'], env: { CAPTCHA_PROVIDER: 'none', INVESTMENT_SWEEP_MS: '300' } });
}
