import { CampaignsTestApp, steps, type TestUser } from './campaigns-test-app';

/** The core journey through the gateway: create → steps → submit → admin approve → browse and detail. */
describe('campaigns: core journey', () => {
  let t: CampaignsTestApp;
  let owner: TestUser;
  let admin: TestUser;
  let investor: TestUser;

  beforeAll(async () => {
    t = await CampaignsTestApp.start();
    [owner, admin, investor] = [await t.user('owner', 'Aisha'), await t.user('admin'), await t.user('investor')];
  }, 120_000);
  afterAll(() => t?.close());

  it('[C1.2][C4.2][C4.4][C2.2][C2.4] creates, fills every step, submits, is approved by another admin, and shows in browse and detail', async () => {
    const created = await t.api('POST', 'campaigns/equities', { token: owner.token, body: { termsSlug: 'equity' } });
    expect(created.status).toBe(201);
    const id = created.body.data.data.id as string;
    expect(created.body.data.data).toMatchObject({ status: 0, statusKey: 'draft', ribbon: { color: 'warning' }, completeness: { isAnyFieldMissing: true } });

    expect((await t.api('PATCH', `equity/company-profile/${id}`, { token: owner.token, body: steps.company() })).status).toBe(200);
    expect((await t.api('PATCH', `campaign/fundraising-detail/${id}`, { token: owner.token, body: steps.fundraising() })).status).toBe(200);
    expect((await t.api('PATCH', `campaign/campaign-terms/${id}`, { token: owner.token, body: steps.equityTerms() })).status).toBe(200);
    const story = await t.api('PATCH', `campaign/campaign-story/${id}`, { token: owner.token, body: steps.story() });
    expect(story.status).toBe(200);
    expect(story.body.data.data.slug).toMatch(/^muscat-dates-expansion-/);
    const faqs = (await t.api('GET', `equity/campaign-faqs/${id}`, { token: owner.token })).body.data.data as Array<{ id: string; required: boolean }>;
    expect(faqs.filter((f) => f.required)).toHaveLength(3);

    // Incomplete: the required FAQs and the payout step are missing.
    const early = await t.api('POST', `campaigns/${id}/submit-for-review`, { token: owner.token });
    expect(early.status).toBe(400);
    expect(early.body.completeness.steps.find((s: { step: number }) => s.step === 4).missing).toHaveLength(3);
    expect(early.body.errors.map((e: { field: string }) => e.field)).toContain('step6.achAccountId');

    for (const faq of faqs) expect((await t.api('PATCH', `equity/campaign-faqs/${id}/${faq.id}`, { token: owner.token, body: { answer: 'Answered in full.' } })).status).toBe(200);
    const paid = await t.api('PATCH', `campaign/payment-detail/${id}`, { token: owner.token, body: steps.payment() });
    expect(paid.status).toBe(200);
    expect(paid.body.data.data.completeness).toEqual({ isAnyFieldMissing: false, steps: expect.any(Array) });

    const submitted = await t.api('POST', `campaigns/${id}/submit-for-review`, { token: owner.token });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.data.status).toBe(1);
    const mail = await t.mailTo(owner.email, 'campaign-submitted');
    expect(mail.subject).toContain('Muscat Dates Expansion');

    // Not public while pending; in the admin queue.
    const slug = submitted.body.data.data.slug as string;
    expect((await t.api('GET', `equities/${slug}/front`)).status).toBe(404);
    const queue = await t.api('GET', 'campaigns/admin/equities?approvalType=pending', { token: admin.token });
    expect(queue.body.data.data.docs.map((d: { id: string }) => d.id)).toContain(id);

    // A visitor's browse page is cached (BROWSE_CACHE_MS): it must not hide the approval that follows.
    const before = await t.api('GET', 'equities/front?limit=300');
    expect(before.body.data.data.docs.map((d: { id: string }) => d.id)).not.toContain(id);

    const approved = await t.api('POST', `campaigns/admin/equities/${id}/approve`, { token: admin.token });
    expect(approved.status).toBe(200);
    const after = await t.api('GET', 'equities/front?limit=300');
    expect(after.body.data.data.docs.map((d: { id: string }) => d.id)).toContain(id);
    expect(approved.body.data.data).toMatchObject({ status: 2, statusKey: 'active', displayLabel: 'live' });
    await t.mailTo(owner.email, 'campaign-approved');

    const browse = await t.api('GET', 'campaigns/equities?limit=12', { token: investor.token });
    const card = browse.body.data.data.docs.find((d: { id: string }) => d.id === id);
    expect(card).toMatchObject({ campaignName: 'Muscat Dates Expansion', goal: 50_000_000, raisedAmount: 0, progress: 0, displayLabel: 'live', isSaved: false });

    const detail = await t.api('GET', `equities/${slug}/front`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.data).toMatchObject({ id, companyProfile: { companyName: 'Muscat Date Farms LLC' }, paymentDetail: null });
    expect(detail.body.data.data.completeness).toBeUndefined();
  });
});
