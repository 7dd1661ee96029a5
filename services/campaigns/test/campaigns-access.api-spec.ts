import { randomUUID } from 'node:crypto';
import { CampaignRow } from '../src/core/entities/campaign.entity';
import { CampaignsTestApp, completeCampaign, day, liveCampaign, type TestUser, type ApiResponse } from './campaigns-test-app';
import { dataUrl, makePdf } from '@cf/testing';

type Card = { id: string; slug: string; campaignName: string; progress: number; raisedAmount: number; openDate: string; closeDate: string; status: number; displayLabel: string | null };

/** Authorization, save/follow, discussion, lists, review and dashboards through the gateway. */
describe('campaigns: access, social, lists and review', () => {
  let t: CampaignsTestApp;
  let owner: TestUser;
  let admin: TestUser;
  let admin2: TestUser;
  let investor: TestUser;
  let other: TestUser;
  let live: { id: string; slug: string };

  const docs = (res: ApiResponse): Card[] => res.body.data.data.docs;

  /** Copies a campaign row with other values (list fixtures without going through the wizard each time). */
  const clone = async (sourceId: string, over: Partial<CampaignRow>): Promise<string> => {
    const repo = t.campaignsDb().getRepository(CampaignRow);
    const src = await repo.findOneByOrFail({ id: sourceId });
    const id = randomUUID();
    await repo.insert({ ...src, id, slug: `clone-${id}`, ...over });
    return id;
  };

  beforeAll(async () => {
    t = await CampaignsTestApp.start();
    [owner, admin, admin2, investor, other] = [await t.user('owner', 'Aisha'), await t.user('admin'), await t.user('admin'), await t.user('investor', 'Khalid'), await t.user('owner')];
    live = await liveCampaign(t, owner, admin);
  }, 180_000);
  afterAll(() => t?.close());

  describe('authorization', () => {
    it('[C6.3][C6.4] another user cannot read or edit a draft (404); the owner and admins can', async () => {
      const draft = await completeCampaign(t, owner);
      expect((await t.api('GET', `equities/${draft.id}`, { token: other.token })).status).toBe(404);
      expect((await t.api('GET', `equities/${draft.slug}/front`, { token: other.token })).status).toBe(404);
      expect((await t.api('GET', `equities/${draft.slug}/front`)).status).toBe(404);
      expect((await t.api('PATCH', `equity/company-profile/${draft.id}`, { token: other.token, body: { address: 'Elsewhere' } })).status).toBe(404);
      expect((await t.api('GET', `equities/${draft.id}`, { token: owner.token })).status).toBe(200);
      const byAdmin = await t.api('GET', `equities/${draft.id}`, { token: admin.token });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.data.data.paymentDetail).toMatchObject({ bankName: 'Bank Muscat' });
      expect((await t.api('PATCH', `equity/company-profile/${draft.id}`, { token: admin.token, body: { address: 'Edited by admin' } })).status).toBe(200);
    });

    it('[C6.3] another user gets 403 on the wizard of a live campaign; the owner may no longer edit it (409)', async () => {
      expect((await t.api('PATCH', `equity/company-profile/${live.id}`, { token: other.token, body: { address: 'x y z' } })).status).toBe(403);
      const own = await t.api('PATCH', `equity/company-profile/${live.id}`, { token: owner.token, body: { address: 'x y z' } });
      expect(own.status).toBe(409);
      expect(own.body.message).toBe('This campaign can no longer be edited in its current status');
      const detail = await t.api('GET', `equities/${live.slug}/front`, { token: other.token });
      expect(detail.body.data.data).toMatchObject({ paymentDetail: null, canEdit: false, isOwner: false });
    });

    it('[C3.6][C6.3] private documents are neither listed nor downloadable by others; public ones are', async () => {
      const pub = await t.api('POST', `extras-document/${live.id}`, { token: admin.token, body: { title: 'Investor deck', visibility: 'public', file: dataUrl(makePdf(), 'application/pdf') } });
      const priv = await t.api('POST', `extras-document/${live.id}`, { token: admin.token, body: { title: 'Bank statements', visibility: 'private', file: dataUrl(makePdf(), 'application/pdf') } });
      expect([pub.status, priv.status]).toEqual([201, 201]);
      const listed = (token?: string) => t.api('GET', `extras-document/${live.id}`, { token }).then((r) => (r.body.data.data as Array<{ title: string }>).map((d) => d.title));
      expect(await listed()).toEqual(['Investor deck']);
      expect(await listed(investor.token)).toEqual(['Investor deck']);
      expect((await listed(owner.token)).sort()).toEqual(['Bank statements', 'Investor deck']);
      expect((await t.api('GET', `equities/get-signed-url/front?documentId=${priv.body.data.data.id}`, { token: investor.token })).status).toBe(404);
      expect((await t.api('GET', `equities/get-signed-url/front?documentId=${priv.body.data.data.id}`)).status).toBe(404);
      const signed = await t.api('GET', `equities/get-signed-url/front?documentId=${priv.body.data.data.id}`, { token: owner.token });
      const file = await t.api('GET', signed.body.data.data.url.replace('/api/v1/', ''));
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      const tampered = await t.api('GET', signed.body.data.data.url.replace('/api/v1/', '').replace(/signature=[0-9a-f]{4}/, 'signature=0000'));
      expect(tampered.status).toBe(403);
      const publicLink = await t.api('GET', `equities/get-signed-url/front?documentId=${pub.body.data.data.id}`);
      expect(publicLink.status).toBe(200);
      // The owner may make it private later (C6.3).
      expect((await t.api('PATCH', `extras-document/${live.id}/${pub.body.data.data.id}`, { token: owner.token, body: { visibility: 'private' } })).status).toBe(200);
      expect(await listed()).toEqual([]);
    });

    it('[C1.3][C4.2] nobody approves their own campaign; a non-admin gets 403 on campaigns/admin/*', async () => {
      const own = await completeCampaign(t, admin);
      expect((await t.api('POST', `campaigns/${own.id}/submit-for-review`, { token: admin.token })).status).toBe(200);
      const self = await t.api('POST', `campaigns/admin/equities/${own.id}/approve`, { token: admin.token });
      expect(self.status).toBe(403);
      expect(self.body.message).toBe('You cannot review your own campaign');
      expect((await t.api('POST', `campaigns/admin/equities/${own.id}/decline`, { token: admin.token, body: { reason: 'no' } })).status).toBe(403);
      for (const [method, path] of [
        ['GET', 'campaigns/admin/equities'],
        ['GET', `campaigns/admin/equities/${own.id}`],
        ['POST', `campaigns/admin/equities/${own.id}/approve`],
        ['GET', 'campaigns/admin/comments'],
      ])
        expect((await t.api(method, path, { token: owner.token, body: method === 'POST' ? {} : undefined })).status).toBe(403);
      expect((await t.api('POST', `campaigns/admin/equities/${own.id}/approve`, { token: admin2.token })).status).toBe(200);
    });
  });

  describe('review', () => {
    it('[C1.3][C4.1] queue oldest first, preview with private parts, decline with a reason, resubmit, approve, hide, unhide, close', async () => {
      const a = await completeCampaign(t, owner, { name: 'Queue First' });
      const b = await completeCampaign(t, owner, { name: 'Queue Second' });
      await t.api('POST', `campaigns/${a.id}/submit-for-review`, { token: owner.token });
      await t.api('POST', `campaigns/${b.id}/submit-for-review`, { token: owner.token });
      const queue = docs(await t.api('GET', 'campaigns/admin/equities?approvalType=pending&limit=50', { token: admin.token })).map((d) => d.id);
      expect(queue.indexOf(a.id)).toBeLessThan(queue.indexOf(b.id));
      const preview = await t.api('GET', `campaigns/admin/equities/${a.id}`, { token: admin.token });
      expect(preview.body.data.data).toMatchObject({ status: 1, paymentDetail: { accountNumber: '0123456789' }, completeness: { isAnyFieldMissing: false } });

      const noReason = await t.api('POST', `campaigns/admin/equities/${a.id}/decline`, { token: admin.token, body: {} });
      expect(noReason.status).toBe(400);
      const declined = await t.api('POST', `campaigns/admin/equities/${a.id}/decline`, { token: admin.token, body: { reason: 'Add audited accounts' } });
      expect(declined.body.data.data).toMatchObject({ status: 3, statusKey: 'declined', ribbon: { color: 'primary' } });
      const mail = await t.mailTo(owner.email, 'campaign-declined');
      expect(mail.text).toContain('Add audited accounts');
      const mine = await t.api('GET', `equities/${a.id}`, { token: owner.token });
      expect(mine.body.data.data).toMatchObject({ declineReason: 'Add audited accounts', canEdit: true });
      expect((await t.api('PATCH', `equity/company-profile/${a.id}`, { token: owner.token, body: { address: 'Updated address, Muscat' } })).status).toBe(200);
      expect((await t.api('POST', `campaigns/${a.id}/submit-for-review`, { token: owner.token })).body.data.data.status).toBe(1);
      expect((await t.api('POST', `campaigns/admin/equities/${a.id}/approve`, { token: admin.token })).body.data.data.status).toBe(2);
      const twice = await t.api('POST', `campaigns/admin/equities/${a.id}/approve`, { token: admin.token });
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe("This action is not allowed in the campaign's current status");

      expect((await t.api('POST', `campaigns/admin/equities/${a.id}/hide`, { token: admin.token })).body.data.data.status).toBe(6);
      expect((await t.api('GET', `equities/${a.slug}/front`)).status).toBe(404);
      expect(docs(await t.api('GET', 'campaigns/equities?limit=100')).map((d) => d.id)).not.toContain(a.id);
      expect((await t.api('POST', `campaigns/admin/equities/${a.id}/unhide`, { token: admin.token })).body.data.data.status).toBe(2);
      const closed = await t.api('POST', `campaigns/admin/equities/${a.id}/close`, { token: admin.token, body: { outcome: 'successful' } });
      expect(closed.body.data.data).toMatchObject({ status: 4, displayLabel: 'funded' });
      const adminList = await t.api('GET', 'campaigns/admin/equities?status=4&limit=50', { token: admin.token });
      expect(docs(adminList).every((d) => d.status === 4)).toBe(true);
    });
  });

  describe('save, follow, early bird', () => {
    it('[C2.26][C7.5][C8.5] save and unsave (idempotent), saved list and who saved', async () => {
      const saved = await t.api('POST', 'saved-campaigns', { token: investor.token, body: { campaignId: live.id } });
      expect(saved.body.data.data).toMatchObject({ campaignId: live.id, message: 'Campaign saved' });
      const again = await t.api('POST', 'saved-campaigns', { token: investor.token, body: { campaignId: live.id } });
      expect(again.body.data.data.savedCampaignID).toBe(saved.body.data.data.savedCampaignID);
      const list = await t.api('GET', 'saved-campaigns?limit=10', { token: investor.token });
      expect(list.body.data.data).toMatchObject({ totalCount: 1, docs: [{ id: live.id, isSaved: true }] });
      const card = docs(await t.api('GET', 'campaigns/equities?limit=100', { token: investor.token })).find((d) => d.id === live.id) as Card & { isSaved: boolean };
      expect(card.isSaved).toBe(true);
      const who = await t.api('GET', `saved-campaigns/get-users/${live.id}`, { token: owner.token });
      expect(who.body.data.data.docs).toEqual([{ userId: investor.id, savedAt: expect.any(String) }]);
      expect((await t.api('GET', `saved-campaigns/get-users/${live.id}`, { token: other.token })).status).toBe(403);
      const removed = await t.api('DELETE', `saved-campaigns/${saved.body.data.data.savedCampaignID}`, { token: investor.token });
      expect(removed.body.data.data.message).toBe('Campaign removed from saved');
      expect((await t.api('GET', 'saved-campaigns', { token: investor.token })).body.data.data.totalCount).toBe(0);
      expect((await t.api('GET', 'saved-campaigns')).status).toBe(401);
    });

    it('[C6.2][C7.10][C4.16] follow and unfollow; the owner cannot follow their own campaign; followers visible to the owner; the follower lists what they follow', async () => {
      expect((await t.api('POST', `campaigns/${live.id}/follow`, { token: investor.token })).body.data.data).toEqual({ isFollowing: true, followersCount: 1 });
      expect((await t.api('POST', `campaigns/${live.id}/follow`, { token: investor.token })).body.data.data.followersCount).toBe(1);
      const own = await t.api('POST', `campaigns/${live.id}/follow`, { token: owner.token });
      expect(own.status).toBe(400);
      expect(own.body.message).toBe('You cannot follow your own campaign');
      expect((await t.api('GET', `campaigns/${live.id}/followers`, { token: owner.token })).body.data.data.docs).toEqual([{ userId: investor.id, followedAt: expect.any(String) }]);
      expect((await t.api('GET', `equities/${live.slug}/front`, { token: investor.token })).body.data.data.isFollowing).toBe(true);
      // The follower's own list (investor dashboard), nobody else's.
      expect((await t.api('GET', 'followed-campaigns?limit=10', { token: investor.token })).body.data.data).toMatchObject({ totalCount: 1, docs: [{ id: live.id }] });
      expect((await t.api('GET', 'followed-campaigns', { token: other.token })).body.data.data).toMatchObject({ totalCount: 0, docs: [] });
      expect((await t.api('GET', 'followed-campaigns')).status).toBe(401);
      expect((await t.api('DELETE', `campaigns/${live.id}/follow`, { token: investor.token })).body.data.data).toEqual({ isFollowing: false, followersCount: 0 });
      expect((await t.api('GET', 'followed-campaigns', { token: investor.token })).body.data.data.totalCount).toBe(0);
    });

    it('[C2.4][C4.1] early bird: only before opening, counted once; the card says early bird', async () => {
      const soon = await liveCampaign(t, owner, admin, { fundraising: { openDate: day(3), closeDate: day(40) }, name: 'Early Bird Farm' });
      const card = docs(await t.api('GET', 'campaigns/equities?limit=100&sortBy=upcoming')).find((d) => d.id === soon.id)!;
      expect(card.displayLabel).toBe('early-bird');
      const first = await t.api('POST', 'equities/become-early-bird', { token: investor.token, body: { campaignId: soon.id } });
      expect(first.body.data.data).toEqual({ message: 'You are on the early-bird list of this campaign', earlyBirdCount: 1 });
      expect((await t.api('POST', 'equities/become-early-bird', { token: investor.token, body: { campaignId: soon.id } })).body.data.data.earlyBirdCount).toBe(1);
      const open = await t.api('POST', 'equities/become-early-bird', { token: investor.token, body: { campaignId: live.id } });
      expect(open.status).toBe(400);
      expect(open.body.message).toBe('Early-bird requests are only open before the campaign opens');
      expect((await t.api('GET', `equities/${soon.slug}/front`, { token: investor.token })).body.data.data).toMatchObject({ isEarlyBird: true, earlyBirdCount: 1 });
      const later = await liveCampaign(t, owner, admin, { fundraising: { openDate: day(20), closeDate: day(60) }, name: 'Coming Later' });
      expect(docs(await t.api('GET', 'campaigns/equities?limit=100&sortBy=upcoming')).find((d) => d.id === later.id)!.displayLabel).toBe('coming-soon');
    });

    it('[C9.5] the calculator uses the campaign interest rate', async () => {
      const debt = await liveCampaign(t, owner, admin, { termsSlug: 'debt', name: 'Debt Calculator' });
      const res = await t.api('GET', `campaigns/project-return?principal=1000000&campaignId=${debt.id}`);
      expect(res.body.data.data).toMatchObject({ interestRate: 8.5, quarterlyProfit: 21_250 });
    });
  });

  describe('discussion and updates', () => {
    it('[C4.17][C3.12][C6.2] a comment waits for approval, hidden from the public; replies; moderation approve/decline/spam', async () => {
      const posted = await t.api('POST', `equity/comments/${live.id}`, { token: investor.token, body: { comment: 'When do you ship?' } });
      expect(posted.body.data.data).toMatchObject({ success: true, message: 'Your comment was posted and will appear once approved', comment: { status: 'pending', postType: 'comment' } });
      const commentId = posted.body.data.data.comment.id as string;
      expect(docs(await t.api('GET', `equity/comments/${live.id}`))).toEqual([]);
      expect(docs(await t.api('GET', `equity/comments/${live.id}`, { token: investor.token })).map((c) => c.id)).toEqual([commentId]);
      expect((await t.api('POST', `equity/comments/${live.id}`, { body: { comment: 'anonymous' } })).status).toBe(401);
      expect((await t.api('POST', `equity/comments/${live.id}`, { token: investor.token, body: { comment: '  ' } })).status).toBe(400);

      const queue = await t.api('GET', `campaigns/admin/comments?status=pending&campaignId=${live.id}`, { token: admin.token });
      expect(queue.body.data.data.docs).toMatchObject([{ id: commentId, campaignName: 'Muscat Dates Expansion' }]);
      expect((await t.api('PATCH', `campaigns/admin/comments/${commentId}`, { token: admin.token, body: { status: 'MAYBE' } })).status).toBe(400);
      expect((await t.api('PATCH', `campaigns/admin/comments/${commentId}`, { token: admin.token, body: { status: 'APPROVE' } })).body.data.data.status).toBe('approved');
      expect(docs(await t.api('GET', `equity/comments/${live.id}`)).map((c) => c.id)).toEqual([commentId]);

      const reply = await t.api('POST', `equity/comments/${live.id}`, { token: owner.token, body: { comment: 'In March.', parentCommentId: commentId } });
      expect(reply.body.data.data).toMatchObject({ message: 'Your comment was posted', comment: { status: 'approved', postType: 'reply', parentCommentId: commentId } });
      const deeper = await t.api('POST', `equity/comments/${live.id}`, { token: investor.token, body: { comment: 'Thanks', parentCommentId: reply.body.data.data.comment.id } });
      expect(deeper.status).toBe(400);
      const thread = docs(await t.api('GET', `equity/comments/${live.id}`))[0] as unknown as { repliesCount: number; replies: Array<{ comment: string }> };
      expect(thread).toMatchObject({ repliesCount: 1, replies: [{ comment: 'In March.' }] });
      expect((await t.api('GET', `equity/comments/parent-comments/${commentId}`)).body.data.data.totalCount).toBe(1);

      const spam = await t.api('POST', `equity/comments/${live.id}`, { token: other.token, body: { comment: 'Buy followers here' } });
      const rude = await t.api('POST', `equity/comments/${live.id}`, { token: other.token, body: { comment: 'Rude remark' } });
      expect((await t.api('PATCH', `campaigns/admin/comments/${spam.body.data.data.comment.id}`, { token: admin.token, body: { status: 'SPAM' } })).body.data.data.status).toBe('spam');
      expect((await t.api('PATCH', `campaigns/admin/comments/${rude.body.data.data.comment.id}`, { token: admin.token, body: { status: 'DECLINE' } })).body.data.data.status).toBe('declined');
      expect(docs(await t.api('GET', `equity/comments/${live.id}`)).map((c) => c.id)).toEqual([commentId]);
      expect((await t.api('GET', 'campaigns/admin/comments?status=spam', { token: admin.token })).body.data.data.totalCount).toBe(1);
      const dashboard = await t.api('GET', `campaigns/${live.id}/dashboard/comments`, { token: owner.token });
      expect(dashboard.body.data.data.totalCount).toBe(3);
      expect((await t.api('GET', `campaigns/${live.id}/dashboard/comments`, { token: investor.token })).status).toBe(403);

      const edited = await t.api('PATCH', `equity/comments/${commentId}`, { token: investor.token, body: { comment: 'When do you ship to Sohar?' } });
      expect(edited.body.data.data.status).toBe('pending');
      expect((await t.api('PATCH', `equity/comments/${commentId}`, { token: other.token, body: { comment: 'hijack' } })).status).toBe(403);
      expect((await t.api('DELETE', `equity/comments/${rude.body.data.data.comment.id}`, { token: owner.token })).status).toBe(200);
    });

    it('[C6.1][C1.2] updates are posted by the owner and visible only to signed-in users', async () => {
      const posted = await t.api('POST', `equity/updates/${live.id}`, { token: owner.token, body: { title: 'First shipment', description: 'Our first container left Sohar.' } });
      expect(posted.status).toBe(201);
      expect((await t.api('POST', `equity/updates/${live.id}`, { token: investor.token, body: { description: 'not mine' } })).status).toBe(403);
      expect((await t.api('GET', `equity/updates/${live.id}`)).status).toBe(401);
      const seen = await t.api('GET', `equity/updates/${live.id}`, { token: investor.token });
      expect(seen.body.data.data.docs).toMatchObject([{ title: 'First shipment', description: 'Our first container left Sohar.' }]);
      const draft = await completeCampaign(t, owner);
      expect((await t.api('POST', `equity/updates/${draft.id}`, { token: owner.token, body: { description: 'too early' } })).status).toBe(409);
    });
  });

  describe('lists', () => {
    it('[C2.2][C9.1][C7.2] browse grows by 12, the successful list by 9; the six sorts and search', async () => {
      const tag = `Sortable${Date.now().toString(36)}`;
      const today = day(0);
      const make = (n: number, over: Partial<CampaignRow>) =>
        clone(live.id, { campaignName: `${tag} ${n}`, createdAt: new Date(Date.now() - (20 - n) * 60_000).toISOString(), ...over });
      const ids: string[] = [];
      for (let n = 0; n < 14; n++)
        ids.push(await make(n, { status: 2, progressBp: n * 500, raisedAmount: (14 - n) * 1_000_000, goal: 50_000_000, openDate: day(-5), closeDate: day(10 + n) }));
      const upcoming = [await make(14, { status: 2, openDate: day(9), closeDate: day(50) }), await make(15, { status: 2, openDate: day(4), closeDate: day(50) })];
      const funded: string[] = [];
      for (let n = 0; n < 10; n++) funded.push(await make(16 + n, { status: 4, approvedAt: new Date(Date.now() - n * 3_600_000).toISOString(), openDate: day(-60), closeDate: day(-1) }));
      await make(30, { status: 5 });
      await make(31, { status: 1 });
      const q = (query: string) => t.api('GET', `campaigns/equities?campaignName=${tag}&${query}`).then((r) => { if (r.status !== 200) throw new Error(JSON.stringify(r.body)); return r.body.data.data as { docs: Card[]; totalCount: number; displayLoadMore: boolean }; });

      const first = await q('limit=12');
      expect(first).toMatchObject({ totalCount: 26, displayLoadMore: true });
      expect(first.docs).toHaveLength(12);
      expect(first.docs[0].campaignName).toBe(`${tag} 25`); // newest first
      expect((await q('limit=24')).docs).toHaveLength(24);
      expect((await q('limit=36')).displayLoadMore).toBe(false);

      const success = await q('status=4&limit=9');
      expect(success.docs).toHaveLength(9);
      expect(success).toMatchObject({ totalCount: 10, displayLoadMore: true });
      expect(success.docs.every((d) => d.status === 4)).toBe(true);

      const byFunded = await q('sortBy=funded&limit=12');
      expect(byFunded.docs.map((d) => d.id)).toEqual(funded);
      const active = await q('sortBy=active&limit=20');
      expect(active.docs.map((d) => d.id)).toEqual(ids);
      expect(active.docs.every((d) => d.openDate <= today && d.closeDate >= today)).toBe(true);
      expect((await q('sortBy=percentage-raised&limit=3')).docs.map((d) => d.id)).toEqual([ids[13], ids[12], ids[11]]);
      expect((await q('sortBy=amount-raised&limit=3')).docs.map((d) => d.id)).toEqual([ids[0], ids[1], ids[2]]);
      expect((await q('sortBy=upcoming&limit=12')).docs.map((d) => d.id)).toEqual([upcoming[1], upcoming[0]]);
      expect((await q('status=5')).totalCount).toBe(1);
      expect((await q('status=1')).totalCount).toBe(26); // pending is never public: the default list
      expect((await t.api('GET', `campaigns/equities?campaignName=${tag} 3&limit=12`)).body.data.data.totalCount).toBe(1);
      expect((await t.api('GET', 'campaigns/equities?campaignName=%25%25nothing%25%25')).body.data.data).toMatchObject({ docs: [], totalCount: 0 });
      expect((await t.api('GET', `campaigns/equities?campaignName=${tag}&investingType=flexible`)).body.data.data.totalCount).toBe(0);
      expect((await t.api('GET', `campaigns/equities?campaignName=${tag}&termsSlug=equity&limit=50`)).body.data.data.totalCount).toBe(26);
      expect((await t.api('GET', `equities/front?campaignName=${tag}&limit=12`)).body.data.data.totalCount).toBe(26);
    });

    it('[C2.29][C9.1] my campaigns by tab, 6 at a time; the owner dashboard; profile campaigns', async () => {
      const fresh = await t.user('owner', 'Lists');
      const d = await completeCampaign(t, fresh, { name: 'Tab Draft' });
      const p = await completeCampaign(t, fresh, { name: 'Tab Pending' });
      await t.api('POST', `campaigns/${p.id}/submit-for-review`, { token: fresh.token });
      const l = await liveCampaign(t, fresh, admin, { name: 'Tab Live' });
      for (let n = 0; n < 6; n++) await clone(l.id, { campaignName: `Tab Live ${n}` });
      const tab = (name: string, limit = 6) => t.api('GET', `campaigns/my-campaigns?tab=${name}&limit=${limit}`, { token: fresh.token }).then((r) => r.body.data.data);
      expect((await tab('draft')).docs.map((c: Card) => c.id)).toEqual([d.id]);
      expect((await tab('pending')).docs.map((c: Card) => c.id)).toEqual([p.id]);
      const activeTab = await tab('active');
      expect(activeTab).toMatchObject({ totalCount: 7, displayLoadMore: true });
      expect(activeTab.docs).toHaveLength(6);
      expect((await tab('all', 12)).totalCount).toBe(9);
      expect((await tab('successful')).totalCount).toBe(0);

      const dash = await t.api('GET', `campaigns/${l.id}/dashboard`, { token: fresh.token });
      expect(dash.body.data.data).toMatchObject({ campaign: { id: l.id }, goal: 50_000_000, raisedAmount: 0, followersCount: 0, comments: { pending: 0, approved: 0 } });
      expect((await t.api('GET', `campaigns/${l.id}/dashboard`, { token: investor.token })).status).toBe(403);

      const profile = await t.api('GET', `campaigns/profile/${fresh.id}?limit=6`);
      expect(profile.body.data.data).toMatchObject({ totalCount: 7, displayLoadMore: true });
      expect(profile.body.data.data.docs.every((c: Card) => c.status === 2)).toBe(true);
    });

    it('[C8.2] the per-user limit of unfinished campaigns', async () => {
      const busy = await t.user('owner', 'Busy');
      for (let n = 0; n < 10; n++) expect((await t.api('POST', 'campaigns/equities', { token: busy.token, body: { termsSlug: 'equity' } })).status).toBe(201);
      const over = await t.api('POST', 'campaigns/equities', { token: busy.token, body: { termsSlug: 'equity' } });
      expect(over.status).toBe(400);
      expect(over.body.message).toBe('You have reached the limit of 10 unfinished campaigns; submit or finish one before starting another');
    });

    it('[C2.29][A1.5] creation is for the owner mode; the site switch can restrict it to admins', async () => {
      const inv = await t.api('POST', 'campaigns/equities', { token: investor.token, body: { termsSlug: 'equity' } });
      expect(inv.status).toBe(403);
      expect(inv.body.message).toBe('Switch to the campaign owner mode to create a campaign');
      expect((await t.api('PATCH', 'site-setting', { token: admin.token, body: { onlyAdminCreateCampaign: 'yes' } })).status).toBe(200);
      try {
        const refused = await t.api('POST', 'campaigns/equities', { token: other.token, body: { termsSlug: 'equity' } });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('Only administrators may create campaigns at the moment');
        expect((await t.api('POST', 'campaigns/equities', { token: admin2.token, body: { termsSlug: 'debt' } })).status).toBe(201);
      } finally {
        await t.api('PATCH', 'site-setting', { token: admin.token, body: { onlyAdminCreateCampaign: 'no' } });
      }
      expect((await t.api('POST', 'campaigns/equities', { token: other.token, body: { termsSlug: 'equity' } })).status).toBe(201);
    });

    it('[C4.4][C2.29] submitting an incomplete campaign lists what is missing per step', async () => {
      const created = await t.api('POST', 'campaigns/equities', { token: other.token, body: { termsSlug: 'equity' } });
      const res = await t.api('POST', `campaigns/${created.body.data.data.id}/submit-for-review`, { token: other.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Some required information is missing before this campaign can be submitted');
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['step1.companyName', 'step2.goal', 'step3.campaignStory']));
    });
  });
});
