import { dataUrl, makePng, settleEvents, waitFor } from '@cf/testing';
import { CampaignsTestApp, completeCampaign, day, liveCampaign, logo, steps, type TestUser, type ApiResponse } from './campaigns-test-app';

type Res = ApiResponse;
const data = (res: Res) => res.body.data.data;
const fieldError = (res: Res, field: string): string => {
  expect(res.status).toBe(400);
  const error = (res.body.errors as Array<{ field: string; msg: string }>).find((e) => e.field === field);
  if (!error) throw new Error(`no error on ${field}: ${JSON.stringify(res.body)}`);
  return error.msg;
};
const FILE_URL = /^\/api\/v1\/campaigns\/files\/.+/;
const photo = (): string => dataUrl(makePng(120, 120));

/** Every field group of a campaign round-trips through the wizard (C3.x), team and lead investors (C6.5), save/follow (C3.13), languages (C7.1) and campaign length (C9.4). */
describe('campaigns: field groups, relations, languages and length', () => {
  let t: CampaignsTestApp;
  let owner: TestUser;
  let admin: TestUser;
  let investor: TestUser;

  beforeAll(async () => {
    // Many drafts from one owner: lift the per-user limit of unfinished campaigns (C8.2 is tested elsewhere).
    t = await CampaignsTestApp.start({ CAMPAIGN_LIMIT_PER_USER: '100' });
    [owner, admin, investor] = [await t.user('owner', 'Salma'), await t.user('admin'), await t.user('investor')];
  }, 120_000);
  afterAll(() => t?.close());

  const draft = async (termsSlug: 'equity' | 'equity-with-dividends' | 'debt'): Promise<string> => {
    const res = await t.api('POST', 'campaigns/equities', { token: owner.token, body: { termsSlug } });
    expect(res.status).toBe(201);
    return data(res).id as string;
  };
  const save = async (path: string, id: string, body: unknown, token = owner.token) => {
    const res = await t.api('PATCH', `${path}/${id}`, { token, body });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return data(res);
  };
  const ownerRead = async (id: string) => {
    const res = await t.api('GET', `equities/${id}`, { token: owner.token });
    expect(res.status).toBe(200);
    return data(res);
  };

  it('[C3.2] saves and reads back every company-info field', async () => {
    const id = await draft('equity');
    const body = { ...steps.company(), descriptionAr: 'مزارع تمور عضوية في نزوى.', yearFounded: 2011, contactEmail: 'Hello@Dates.example.om' };
    await save('equity/company-profile', id, body);
    const c = await ownerRead(id);
    const { companyLogo, ...rest } = body;
    expect(companyLogo).toMatch(/^data:image\/png;base64,/);
    expect(c.companyProfile).toEqual({ ...rest, contactEmail: 'hello@dates.example.om', companyLogo: expect.stringMatching(FILE_URL) });
    expect(c.companyName).toBe('Muscat Date Farms LLC');
    expect(c.category).toBe('llc');
    expect(c.industry).toBe('agriculture');
    expect(c.companyLogo).toBe(c.companyProfile.companyLogo);
    const file = await t.api('GET', c.companyProfile.companyLogo.replace('/api/v1/', ''));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('[C3.1][C3.3][C3.4] saves and reads back every fundraising field, the lead-investor flags and the property info', async () => {
    const id = await draft('equity');
    const propertyInfo = {
      propertyName: 'Al Mouj Marina Residences',
      propertyURL: 'https://almouj.example.om/residences',
      propertyDetail: 'Twelve serviced apartments by the marina.',
      propertyStreet: 'Marina Walk 7',
      propertyCity: 'Muscat',
      propertyState: 'Muscat Governorate',
      propertyCountry: 'OM',
      buildYear: 2019,
      propertySize: 14_500,
      plotSize: 21_000.5,
    };
    const fundraising = {
      ...steps.fundraising({ investingType: 'flexible', closeDate: day(200) }),
      campaignAccreditation: 'accredited',
      termsSlug: 'equity',
      dealType: 'common-shares',
      campaignStage: 'early-revenue',
      investingRound: 'series-a',
      propertyStage: 'completed',
      repaymentMethod: 'manual',
      hasPropertyInfo: 1,
      previouslyRaised: 12_500_000,
      totalRevenue: 98_765_432,
      hasLeadInvestor: true,
      propertyInfo,
    };
    await save('campaign/fundraising-detail', id, fundraising);
    const c = await ownerRead(id);
    const { propertyInfo: _p, ...fields } = fundraising;
    expect(c.fundraising).toEqual(fields);
    expect(c.propertyInfo).toEqual(propertyInfo);
    // The card columns follow the fundraising group (C3.1: goal, minimum, dates, investing type, currency).
    expect(c).toMatchObject({ goal: 50_000_000, minimumRaise: 100_000, investingType: 'flexible', equityCurrencyCode: 'OMR', openDate: day(-1), closeDate: day(200), termsSlug: 'equity', termsName: 'Equity' });

    // A later partial save keeps the rest; automatic repayment and "accredited or not" are the other values.
    await save('campaign/fundraising-detail', id, { repaymentMethod: 'automatic', campaignAccreditation: 'both', hasLeadInvestor: false, propertyInfo: { plotSize: 30_000 } });
    const again = await ownerRead(id);
    expect(again.fundraising).toEqual({ ...fields, repaymentMethod: 'automatic', campaignAccreditation: 'both', hasLeadInvestor: false });
    expect(again.propertyInfo).toEqual({ ...propertyInfo, plotSize: 30_000 });
  });

  it('[C3.7][C3.1] equity terms: price per share, shares offered with min and max, equity and valuation ranges, site fee', async () => {
    const id = await draft('equity');
    const terms = {
      pricePerShare: 2_500,
      availableShares: 40_000,
      totalSharesOffered: 50_000,
      minimumShares: 10,
      maximumShares: 5_000,
      equityAvailable: 12.5,
      equityAvailableMin: 5,
      equityAvailableMax: 20,
      preMoneyValuation: 450_000_000,
      preMoneyValuationMin: 400_000_000,
      preMoneyValuationMax: 500_000_000,
      siteFee: { type: 'percentage', value: 5.25 },
    };
    await save('campaign/campaign-terms', id, terms);
    const c = await ownerRead(id);
    expect(c.terms).toMatchObject(terms);
    expect(c.equityAvailable).toBe(12.5);
    expect(c.interestRate).toBeNull();
    // A fixed site fee is an amount in baisa.
    await save('campaign/campaign-terms', id, { siteFee: { type: 'fixed', value: 250_000 } });
    expect((await ownerRead(id)).terms.siteFee).toEqual({ type: 'fixed', value: 250_000 });
  });

  it('[C3.7][C3.1] debt terms: interest with min and max, term length range, payback start, grace period, frequencies, convertible note', async () => {
    const id = await draft('debt');
    const terms = {
      interestRate: 8.75,
      interestRateMin: 6,
      interestRateMax: 10.5,
      paybackStartDate: day(120),
      investFrequency: 'monthly',
      termLength: 24,
      termLengthMin: 12,
      termLengthMax: 36,
      gracePeriod: 3,
      paymentFrequency: 'semi-annually',
      preMoneyValuation: 300_000_000,
      convertibleNote: { maturityDate: day(730), conversionTrigger: 'Next priced round of at least OMR 500,000', noteTerms: '20% discount, OMR 2,000,000 cap.', purchaseValue: 1_500_000 },
    };
    await save('campaign/campaign-terms', id, terms);
    const c = await ownerRead(id);
    expect(c.terms).toEqual({
      ...terms,
      pricePerShare: null,
      availableShares: null,
      totalSharesOffered: null,
      minimumShares: null,
      maximumShares: null,
      equityAvailable: null,
      equityAvailableMin: null,
      equityAvailableMax: null,
      preMoneyValuationMin: null,
      preMoneyValuationMax: null,
      distributionOfNetProfit: null,
      siteFee: null,
    });
    expect(c).toMatchObject({ termsSlug: 'debt', interestRate: 8.75, equityAvailable: null });
    // Each frequency value is accepted; a zero grace period is a value.
    for (const frequency of ['quarterly', 'yearly']) await save('campaign/campaign-terms', id, { paymentFrequency: frequency, investFrequency: frequency, gracePeriod: 0 });
    expect((await ownerRead(id)).terms).toMatchObject({ paymentFrequency: 'yearly', investFrequency: 'yearly', gracePeriod: 0 });
    // A min above its max is refused on the pair.
    const bad = await t.api('PATCH', `campaign/campaign-terms/${id}`, { token: owner.token, body: { interestRateMin: 12, interestRateMax: 9 } });
    expect(fieldError(bad, 'interestRateMax')).toBe('The minimum must not be above the value, nor the value above the maximum');
  });

  it('[C3.7] equity with dividends: the distribution of net profit next to the equity and interest fields', async () => {
    const id = await draft('equity-with-dividends');
    await save('campaign/campaign-terms', id, { ...steps.equityTerms(), ...steps.debtTerms(), distributionOfNetProfit: 35.5 });
    const c = await ownerRead(id);
    expect(c.termsSlug).toBe('equity-with-dividends');
    expect(c.terms).toMatchObject({ ...steps.equityTerms(), ...steps.debtTerms(), distributionOfNetProfit: 35.5 });
    expect(c).toMatchObject({ interestRate: 8.5 });
  });

  it('[C3.5] saves and reads back the story: image or video upload type, name, story in Arabic and English, highlights list, about', async () => {
    const id = await draft('equity');
    const story = {
      uploadType: 'video',
      campaignName: 'Dhofar Frankincense Distillery',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      campaignStory: 'We distil Hojari frankincense oil in Salalah.',
      campaignStoryAr: 'نقطّر زيت اللبان الحوجري في صلالة.',
      highlights: ['Export licence granted', 'Two retail shops', 'Organic certified'],
      about: 'Frankincense oil from Dhofar.',
    };
    await save('campaign/campaign-story', id, story);
    const video = await ownerRead(id);
    expect(video.story).toEqual({ ...story, coverImage: null });
    expect(video.campaignName).toBe('Dhofar Frankincense Distillery');
    expect(video.about).toBe('Frankincense oil from Dhofar.');
    expect(video.slug).toMatch(/^dhofar-frankincense-distillery-/);

    await save('campaign/campaign-story', id, { ...steps.story(), campaignName: 'Dhofar Frankincense Distillery', highlights: ['Only one'] });
    const image = await ownerRead(id);
    expect(image.story).toMatchObject({ uploadType: 'image', highlights: ['Only one'], coverImage: expect.stringMatching(FILE_URL) });
    expect(image.coverImage).toBe(image.story.coverImage);
  });

  it('[C3.5] the owner writes the name, summary and highlights per language; a reader gets their language, else English, else the campaign language, told which', async () => {
    const id = await draft('equity');
    await save('campaign/campaign-story', id, {
      ...steps.story(),
      textLanguage: 'ar',
      campaignName: 'لبان ظفار',
      about: 'زيت اللبان من ظفار.',
      highlights: ['رخصة تصدير'],
      translations: { en: { campaignName: 'Dhofar Frankincense', about: 'Frankincense oil from Dhofar.', highlights: ['Export licence'] } },
    });
    const read = async (lng: string) => data(await t.api('GET', `equities/${id}?lng=${lng}`, { token: owner.token }));
    expect(await read('ar')).toMatchObject({ campaignName: 'لبان ظفار', about: 'زيت اللبان من ظفار.', highlights: ['رخصة تصدير'], textLanguage: 'ar' });
    expect(await read('en')).toMatchObject({ campaignName: 'Dhofar Frankincense', about: 'Frankincense oil from Dhofar.', highlights: ['Export licence'], textLanguage: 'en' });
    // No French version: English, said so.
    expect(await read('fr')).toMatchObject({ campaignName: 'Dhofar Frankincense', textLanguage: 'en' });
    // The editor keeps what the owner wrote, every language.
    expect((await read('fr')).story).toMatchObject({ textLanguage: 'ar', campaignName: 'لبان ظفار', translations: { en: { campaignName: 'Dhofar Frankincense' } } });
    // A language with no name written is not used, whatever else it has; too long a summary is refused.
    await save('campaign/campaign-story', id, { translations: { fr: { about: 'Huile d’encens.' } } });
    expect(await read('fr')).toMatchObject({ campaignName: 'لبان ظفار', textLanguage: 'ar' });
    const tooLong = await t.api('PATCH', `campaign/campaign-story/${id}`, { token: owner.token, body: { translations: { en: { campaignName: 'x', about: 'a'.repeat(256) } } } });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('About must be 255 characters or fewer');
  });

  it('[C3.8] saves and reads back the payout bank account (current, checking, savings) and the ACH account; only the owner sees it', async () => {
    const { id } = await completeCampaign(t, owner);
    for (const accountType of ['current', 'checking', 'savings']) {
      const body = { accountType, bankName: 'Bank Dhofar', accountNumber: '55501234567', confirmAccountNumber: '55501234567', routingNumber: 'BDOFOMRU1', tos: true };
      await save('campaign/payment-detail', id, body);
      expect((await ownerRead(id)).paymentDetail).toMatchObject(body);
    }
    // Beside the specification's fields, an IBAN as printed, kept in electronic form; a wrong one is refused.
    await save('campaign/payment-detail', id, { iban: 'om81 0180 0000 0129 9123 456' });
    expect((await ownerRead(id)).paymentDetail.iban).toBe('OM810180000001299123456');
    const badIban = await t.api('PATCH', `campaign/payment-detail/${id}?lng=en`, { token: owner.token, body: { iban: 'OM81 0180 0000 0129 9123 457' } });
    expect([badIban.status, fieldError(badIban, 'iban')]).toEqual([400, 'This IBAN is not valid: an Omani IBAN is OM followed by 21 digits, as printed on your statement']);
    const ach = { accountNumber: null, confirmAccountNumber: null, achAccountId: 'ach_acct_9f8e7d', achCompanyName: 'Muscat Date Farms LLC', achCreatedAt: day(-3), tos: true };
    await save('campaign/payment-detail', id, ach);
    const c = await ownerRead(id);
    expect(c.paymentDetail).toMatchObject(ach);
    expect(c.completeness.steps.find((s: { step: number }) => s.step === 6)).toMatchObject({ complete: true, missing: [] });
    // Another user reading the draft gets nothing; the public detail of a live campaign carries no payout data.
    expect((await t.api('GET', `equities/${id}`, { token: investor.token })).status).toBe(404);
    const live = await liveCampaign(t, owner, admin);
    const detail = await t.api('GET', `equities/${live.slug}/front`, { token: investor.token });
    expect(data(detail).paymentDetail).toBeNull();
  });

  it('[C3.4][C6.5] team members (name, role, e-mail, bio, photo) and lead investors (type, name, bio, photo) are attached and shown on the public detail', async () => {
    const { id } = await completeCampaign(t, owner, { name: 'Sohar Cold Chain' });
    const memberEmail = `cfo.${Date.now().toString(36)}@example.com`;
    const member = await t.api('POST', `equity/team-members/${id}`, {
      token: owner.token,
      body: { fullName: 'Khalid Al Harthy', role: 'chief-financial-officer', email: memberEmail, bio: 'Fifteen years in logistics finance.', bioTranslations: { ar: 'خمسة عشر عامًا في تمويل الخدمات اللوجستية.' }, photo: photo() },
    });
    expect(member.status).toBe(201);
    expect(data(member)).toMatchObject({ fullName: 'Khalid Al Harthy', role: 'chief-financial-officer', email: memberEmail, bio: 'Fifteen years in logistics finance.', photo: expect.stringMatching(FILE_URL), invitationStatus: 'sent', message: 'The invitation was sent' });
    const company = await t.api('POST', `equity/lead-investors/${id}`, { token: owner.token, body: { investorType: 'company', name: 'Oman Growth Fund', bio: 'Backs logistics in Batinah.', photo: photo() } });
    expect(company.status).toBe(201);
    const person = await t.api('POST', `equity/lead-investors/${id}`, { token: owner.token, body: { investorType: 'individual', name: 'Maryam Al Balushi', bio: 'Angel investor.' } });
    expect(person.status).toBe(201);

    // Edits are kept (role and bio; the photo cleared).
    const edited = await t.api('PATCH', `equity/team-members/${id}/${data(member).id}`, { token: owner.token, body: { role: 'ceo', photo: null } });
    expect(data(edited)).toMatchObject({ role: 'ceo', photo: null, fullName: 'Khalid Al Harthy' });

    const own = await ownerRead(id);
    expect(own.teamMembers).toEqual([expect.objectContaining({ fullName: 'Khalid Al Harthy', role: 'ceo', email: memberEmail, bio: 'Fifteen years in logistics finance.', photo: null })]);
    expect(own.leadInvestors).toEqual([
      { id: data(company).id, investorType: 'company', name: 'Oman Growth Fund', bio: 'Backs logistics in Batinah.', photo: expect.stringMatching(FILE_URL) },
      { id: data(person).id, investorType: 'individual', name: 'Maryam Al Balushi', bio: 'Angel investor.', photo: null },
    ]);

    // Live: the public detail (no token) shows both, without the member's e-mail.
    expect((await t.api('POST', `campaigns/${id}/submit-for-review`, { token: owner.token })).status).toBe(200);
    expect((await t.api('POST', `campaigns/admin/equities/${id}/approve`, { token: admin.token })).status).toBe(200);
    const detail = data(await t.api('GET', `equities/${own.slug}/front`));
    expect(detail.teamMembers).toEqual([expect.objectContaining({ fullName: 'Khalid Al Harthy', role: 'ceo', email: null, bio: 'Fifteen years in logistics finance.' })]);
    expect(detail.leadInvestors.map((l: { name: string }) => l.name)).toEqual(['Oman Growth Fund', 'Maryam Al Balushi']);
    // The biography in the reader's language where the owner wrote it (issue 36), else the campaign's, told which.
    expect(data(await t.api('GET', `equities/${own.slug}/front?lng=ar`)).teamMembers[0]).toMatchObject({ bio: 'خمسة عشر عامًا في تمويل الخدمات اللوجستية.', bioLanguage: 'ar' });
    expect(data(await t.api('GET', `equities/${own.slug}/front?lng=fr`)).teamMembers[0]).toMatchObject({ bio: 'Fifteen years in logistics finance.', bioLanguage: 'en' });
    expect(data(await t.api('GET', `equity/team-members/${id}`)).map((m: { fullName: string; email: string | null }) => [m.fullName, m.email])).toEqual([['Khalid Al Harthy', null]]);
    expect(data(await t.api('GET', `equity/lead-investors/${id}`))).toHaveLength(2);
  });

  it('[C6.5] a new team member receives an invitation e-mail; resend sends it again', async () => {
    const { id } = await completeCampaign(t, owner, { name: 'Nizwa Pottery Revival' });
    const memberEmail = `potter.${Date.now().toString(36)}@example.com`;
    const member = await t.api('POST', `equity/team-members/${id}`, { token: owner.token, body: { fullName: 'Huda Al Rawahi', role: 'founder', email: memberEmail, bio: 'Third-generation potter.' } });
    expect(member.status).toBe(201);
    const first = await t.mailTo(memberEmail, 'campaign-team-invitation');
    expect(`${first.subject} ${first.text}`).toContain('Nizwa Pottery Revival');
    expect(first.text).toMatch(/campaign-detail-page\/nizwa-pottery-revival-/);

    const resent = await t.api('POST', `equity/team-members/resend-email/${id}/${data(member).id}`, { token: owner.token });
    expect(resent.status).toBe(200);
    expect(data(resent).message).toBe('The invitation was sent');
    const invitations = async () => (await t.platform.mailbox.list()).filter((m) => m.to === memberEmail && m.template === 'campaign-team-invitation').length;
    await waitFor(async () => (await invitations()) >= 2, { timeoutMs: 15_000, what: 'the second invitation e-mail' });
    await settleEvents(t.platform);
    expect(await invitations()).toBe(2);
    // Only the owner (or an admin) may resend.
    expect((await t.api('POST', `equity/team-members/resend-email/${id}/${data(member).id}`, { token: investor.token })).status).toBeGreaterThanOrEqual(403);
  });

  it('[C3.13] saved campaign (savedCampaignID on card and detail) and follow relation (followers for the owner, following for the follower)', async () => {
    const { id, slug } = await liveCampaign(t, owner, admin, { name: 'Sur Dhow Tours' });
    const saved = await t.api('POST', 'saved-campaigns', { token: investor.token, body: { campaignId: id } });
    expect(saved.status).toBeLessThan(300);
    const savedCampaignID = data(saved).savedCampaignID as string;
    expect(savedCampaignID).toBeTruthy();
    const detail = data(await t.api('GET', `equities/${slug}/front`, { token: investor.token }));
    expect(detail).toMatchObject({ isSaved: true, savedCampaignID, savedCount: 1 });
    const list = data(await t.api('GET', 'saved-campaigns?limit=10', { token: investor.token }));
    expect(list.docs.find((d: { id: string }) => d.id === id)).toMatchObject({ savedCampaignID, campaignName: 'Sur Dhow Tours' });
    const savers = data(await t.api('GET', `saved-campaigns/get-users/${id}?limit=10`, { token: owner.token }));
    expect(savers.docs.map((d: { userId: string }) => d.userId)).toEqual([investor.id]);

    const follow = await t.api('POST', `campaigns/${id}/follow`, { token: investor.token });
    expect(data(follow)).toEqual({ isFollowing: true, followersCount: 1 });
    expect(data(await t.api('GET', `equities/${slug}/front`, { token: investor.token }))).toMatchObject({ isFollowing: true, followersCount: 1 });
    const followers = data(await t.api('GET', `campaigns/${id}/followers?limit=10`, { token: owner.token }));
    expect(followers.docs.map((f: { userId: string }) => f.userId)).toEqual([investor.id]);
    expect((await t.api('GET', `campaigns/${id}/followers?limit=10`, { token: investor.token })).status).toBeGreaterThanOrEqual(403);

    expect(data(await t.api('DELETE', `campaigns/${id}/follow`, { token: investor.token }))).toEqual({ isFollowing: false, followersCount: 0 });
    expect((await t.api('DELETE', `saved-campaigns/${savedCampaignID}`, { token: investor.token })).status).toBe(200);
    expect(data(await t.api('GET', `equities/${slug}/front`, { token: investor.token }))).toMatchObject({ isSaved: false, savedCampaignID: null, isFollowing: false, followersCount: 0 });
  });

  it('[C7.1] the language comes from ?lng= or ?language=; the bearer token is optional on public reads', async () => {
    const id = await draft('equity');
    const body = { ...steps.payment(), confirmAccountNumber: '999' };
    const en = fieldError(await t.api('PATCH', `campaign/payment-detail/${id}?lng=en`, { token: owner.token, body }), 'confirmAccountNumber');
    const ar = fieldError(await t.api('PATCH', `campaign/payment-detail/${id}?lng=ar`, { token: owner.token, body }), 'confirmAccountNumber');
    const fr = fieldError(await t.api('PATCH', `campaign/payment-detail/${id}?language=fr`, { token: owner.token, body }), 'confirmAccountNumber');
    expect(en).toBe('Account numbers must match');
    expect(ar).toMatch(/[\u0600-\u06FF]/);
    expect(fr).not.toBe(en);
    expect(fr).not.toMatch(/[\u0600-\u06FF]/);
    const notFound = await t.api('GET', 'equities/no-such-campaign/front?language=fr');
    expect(notFound.status).toBe(404);
    expect(notFound.body.message).not.toBe('This campaign does not exist');
    expect((await t.api('GET', 'equities/no-such-campaign/front?lng=en')).body.message).toBe('This campaign does not exist');

    const { id: liveId, slug } = await liveCampaign(t, owner, admin, { name: 'Barka Fish Market' });
    await t.api('POST', 'saved-campaigns', { token: investor.token, body: { campaignId: liveId } });
    const anonymous = await t.api('GET', `equities/${slug}/front?lng=ar`);
    expect(anonymous.status).toBe(200);
    expect(data(anonymous)).toMatchObject({ id: liveId, isSaved: false });
    expect(data(anonymous).statusLabel).toMatch(/[\u0600-\u06FF]/);
    const signedIn = await t.api('GET', `equities/${slug}/front?language=fr`, { token: investor.token });
    expect(data(signedIn)).toMatchObject({ id: liveId, isSaved: true });
    expect(data(signedIn).termsName).not.toBe(data(await t.api('GET', `equities/${slug}/front?lng=en`)).termsName);
    const browse = await t.api('GET', 'campaigns/equities?limit=50');
    expect(browse.status).toBe(200);
    expect(data(browse).docs.find((d: { id: string }) => d.id === liveId)).toMatchObject({ isSaved: false });
    const browseSignedIn = await t.api('GET', 'campaigns/equities?limit=50', { token: investor.token });
    expect(data(browseSignedIn).docs.find((d: { id: string }) => d.id === liveId)).toMatchObject({ isSaved: true });
    // A signed-in-only call without the token is refused.
    expect((await t.api('GET', 'saved-campaigns?limit=10')).status).toBe(401);
  });

  describe('[C9.4] campaign length', () => {
    let id: string;
    beforeAll(async () => {
      id = await draft('equity');
    });
    const fundraise = (over: Record<string, unknown>, lng = 'en', token = owner.token) =>
      t.api('PATCH', `campaign/fundraising-detail/${id}?lng=${lng}`, { token, body: steps.fundraising({ openDate: day(1), ...over }) });

    it('[C9.4] a fixed campaign lasts up to 90 days; one day more is refused with a translated message', async () => {
      expect((await fundraise({ investingType: 'fixed', closeDate: day(91) })).status).toBe(200);
      const long = { investingType: 'fixed', closeDate: day(92) };
      expect(fieldError(await fundraise(long), 'closeDate')).toBe('A fixed campaign can last at most 90 days');
      const ar = fieldError(await fundraise(long, 'ar'), 'closeDate');
      expect(ar).toMatch(/[\u0600-\u06FF]/);
      expect(ar).toContain('90');
      expect(ar).not.toMatch(/fixed/);
      const fr = fieldError(await fundraise(long, 'fr'), 'closeDate');
      expect(fr).toMatch(/^Une campagne .*90 jours$/);
      expect(fr).not.toMatch(/fixed/);
    });

    it('[C9.4] a flexible campaign lasts up to 365 days; one day more is refused', async () => {
      expect((await fundraise({ investingType: 'flexible', closeDate: day(366) })).status).toBe(200);
      expect((await ownerRead(id)).closeDate).toBe(day(366));
      const long = { investingType: 'flexible', closeDate: day(367) };
      expect(fieldError(await fundraise(long), 'closeDate')).toBe('A flexible campaign can last at most 365 days');
      expect(fieldError(await fundraise(long, 'ar'), 'closeDate')).toMatch(/[\u0600-\u06FF].*365|365.*[\u0600-\u06FF]/);
      expect(fieldError(await fundraise(long, 'fr'), 'closeDate')).toBe('Une campagne flexible dure au plus 365 jours');
    });

    it('[C9.4] a live fixed campaign can be extended by an admin beyond 90 days, up to 365; the owner cannot edit it any more', async () => {
      const live = await liveCampaign(t, owner, admin, { fundraising: { investingType: 'fixed', openDate: day(-1), closeDate: day(30) } });
      const extend = (closeDate: string, token: string) => t.api('PATCH', `campaign/fundraising-detail/${live.id}`, { token, body: { closeDate } });
      expect((await extend(day(150), owner.token)).status).toBe(409);
      const extended = await extend(day(150), admin.token);
      expect(extended.status).toBe(200);
      expect(data(extended)).toMatchObject({ status: 2, closeDate: day(150), investingType: 'fixed' });
      expect(fieldError(await extend(day(365), admin.token), 'closeDate')).toBe('A fixed campaign can last at most 365 days');
      const publicCard = data(await t.api('GET', `equities/${live.slug}/front`));
      expect(publicCard.closeDate).toBe(day(150));
    });
  });

  it('[C3.2] a logo given again as its stored URL is kept, and null clears it (required field then named)', async () => {
    const id = await draft('equity');
    const first = await save('equity/company-profile', id, { ...steps.company(), companyLogo: logo() });
    const url = first.companyProfile.companyLogo as string;
    const again = await save('equity/company-profile', id, { companyLogo: url, yearFounded: 1999 });
    expect(again.companyProfile).toMatchObject({ companyLogo: url, yearFounded: 1999 });
    const cleared = await t.api('PATCH', `equity/company-profile/${id}`, { token: owner.token, body: { companyLogo: null } });
    expect(fieldError(cleared, 'companyLogo')).toBeTruthy();
  });
});
