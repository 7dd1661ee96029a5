import { seedDemo } from '../src/seed/seed-demo';
import { CampaignsTestApp } from './campaigns-test-app';

type Card = { termsSlug: string; status: number; displayLabel: string | null; coverImage: string | null; companyLogo: string | null; slug: string; raisedAmount: number };

/** The demo data of the embedded mode: every type and state, real pictures, once only. */
describe('campaigns: demo seed', () => {
  let t: CampaignsTestApp;

  beforeAll(async () => {
    t = await CampaignsTestApp.start();
    const started = Date.now();
    await seedDemo(t.platform.service('campaigns'));
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 120_000);
  afterAll(() => t?.close());

  it('[C1.4][C4.1][C2.2] a dozen campaigns of each type over every state, with every display label', async () => {
    const admin = await t.user('admin');
    const all = (await t.api('GET', 'campaigns/admin/equities?limit=100', { token: admin.token })).body.data.data.docs as Card[];
    for (const type of ['equity', 'equity-with-dividends', 'debt']) expect(all.filter((c) => c.termsSlug === type)).toHaveLength(12);
    // Successful and unsuccessful ones start live: the demo story (deploy/demo) invests and closes them.
    expect(new Set(all.map((c) => c.status))).toEqual(new Set([0, 1, 2, 3]));
    const browse = (await t.api('GET', 'equities/front?limit=100')).body.data.data.docs as Card[];
    expect(new Set(browse.map((c) => c.displayLabel))).toEqual(new Set(['live', 'closing-soon', 'early-bird', 'coming-soon']));
    // Nothing raised without investments behind it.
    expect(all.every((c) => c.raisedAmount === 0)).toBe(true);
  });

  it('[C2.4] covers and logos are real PNGs served without a token; the detail has FAQs, team, documents and updates', async () => {
    const [card] = (await t.api('GET', 'equities/front?limit=12&sortBy=percentage-raised')).body.data.data.docs as Card[];
    for (const url of [card.coverImage!, card.companyLogo!]) {
      const file = await t.api('GET', url.replace('/api/v1/', ''));
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
    const detail = (await t.api('GET', `equities/${card.slug}/front?lng=ar`)).body.data.data;
    expect(detail.faqs.length).toBeGreaterThanOrEqual(4);
    expect(detail.faqs[0].answerAr).toMatch(/[\u0600-\u06FF]/);
    expect(detail.story.campaignStoryAr).toMatch(/[\u0600-\u06FF]/);
    expect(detail.teamMembers).toHaveLength(2);
    expect(detail.documents.map((d: { visibility: string }) => d.visibility)).toEqual(['public']);
    expect(detail.updatesCount).toBe(2);
  });

  it('runs once: a second call adds nothing', async () => {
    const before = (await t.api('GET', 'equities/front?limit=1')).body.data.data.totalCount;
    await seedDemo(t.platform.service('campaigns'));
    expect((await t.api('GET', 'equities/front?limit=1')).body.data.data.totalCount).toBe(before);
  });
});
