import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import type { OwnerDashboard } from '@cf/contracts/rest';
import { fail, makeCard, ok, page, renderCampaignPage, signIn } from '../../../test/helpers';
import OwnerDashboardPage from './OwnerDashboardPage';

const path = '/campaign-dashboard/:id';

function dashboard(overrides: Partial<OwnerDashboard> = {}): OwnerDashboard {
  const campaign = makeCard({ id: 'camp-1', slug: 'sohar-cold-chain', campaignName: 'Sohar Cold Chain', status: 2, statusKey: 'active', statusLabel: 'Live' } as never);
  return {
    campaign,
    raisedAmount: 1_234_500,
    goal: 10_000_000,
    progress: 12.35,
    investorsCount: 7,
    followersCount: 3,
    savedCount: 5,
    earlyBirdCount: 2,
    updatesCount: 1,
    comments: { pending: 4, approved: 9 },
    daysLeft: 21,
    declineReason: null,
    completeness: { isAnyFieldMissing: false, steps: [] },
    ...overrides,
  };
}

function routes(d: OwnerDashboard) {
  return {
    [`GET campaigns/${d.campaign.id}/dashboard`]: ok(d),
    [`GET equity/updates/${d.campaign.id}`]: page([{ id: 'u1', title: 'First shipment', description: 'The first refrigerated truck left Sohar.', createdAt: '2026-03-01T08:00:00.000Z' }]),
    [`GET campaigns/${d.campaign.id}/dashboard/comments`]: page([
      { id: 'k1', campaignId: d.campaign.id, parentId: null, parentCommentId: null, postType: 'comment', userId: 'u-9', authorName: 'Ahmed', authorSlug: 'ahmed', comment: 'Which ports do you serve?', status: 'pending', createdAt: '2026-03-02T08:00:00.000Z', updatedAt: '2026-03-02T08:00:00.000Z', repliesCount: 0, replies: [] },
    ]),
    [`GET repayment/get-repayment/${d.campaign.id}`]: fail(404, 'This campaign has no repayment schedule'),
    [`GET campaigns/${d.campaign.id}/followers`]: page([{ userId: 'u-7', followedAt: '2026-03-03T08:00:00.000Z' }]),
    'GET users/get-investment-received-pending-investments': ok({
      docs: [{ id: 'i-1', referenceId: 'INV-0A1B2C3D4E5F', amount: 250_000, shareUnits: 250, status: 2, state: 'committed', createdAt: '2026-03-04T08:00:00.000Z', paidAt: '2026-03-04T08:01:00.000Z' }],
      totalCount: 1,
      displayLoadMore: false,
      received: { amount: 250_000, count: 1 },
      pending: { amount: 100_000, count: 1 },
    }),
  };
}

describe('owner dashboard (C2.13)', () => {
  beforeEach(signIn);

  it('[C2.13] has the six tabs overview, updates, discussion, investments, followers and repayment; overview shows the numbers', async () => {
    const d = dashboard();
    mockApi(routes(d));
    await renderCampaignPage(<OwnerDashboardPage />, `/campaign-dashboard/${d.campaign.id}`, { path });
    expect(await screen.findByRole('heading', { name: 'Sohar Cold Chain' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Updates', 'Discussion', 'Investments', 'Followers', 'Repayment']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const overview = screen.getByRole('tabpanel');
    expect(overview).toHaveTextContent(/Raised\s*OMR 1,234\.500/);
    expect(overview).toHaveTextContent(/Investors\s*7/);
    expect(overview).toHaveTextContent(/Saved by\s*5/);
    expect(overview).toHaveTextContent(/Comments awaiting approval\s*4/);
  });

  it('[C2.13][C2.29] each tab opens its own section: updates, discussion, investments received and pending, followers; repayment (no schedule before a debt campaign closes)', async () => {
    const d = dashboard();
    const api = mockApi(routes(d));
    await renderCampaignPage(<OwnerDashboardPage />, `/campaign-dashboard/${d.campaign.id}`, { path });
    await userEvent.click(await screen.findByRole('tab', { name: 'Updates' }));
    expect(await screen.findByText('The first refrigerated truck left Sohar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post update' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Discussion' }));
    expect(await screen.findByText('Which ports do you serve?')).toBeInTheDocument();
    expect(screen.getByText('Ahmed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Followers' }));
    // The campaigns service knows who follows, not their names: each row says "Member" and when.
    expect(await screen.findByText('Member')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Investments' }));
    expect(await screen.findByText('INV-0A1B2C3D4E5F')).toBeInTheDocument();
    expect(screen.getAllByText('OMR 250').length).toBeGreaterThan(0);
    expect(screen.getByText('OMR 100')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Repayment' }));
    expect(screen.getByRole('tab', { name: 'Repayment' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(screen.getByRole('tabpanel')).findByText('No repayment schedule yet')).toBeInTheDocument();
    const paths = api.calls.map((c) => new URL(c.url, 'http://x').pathname);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/users/get-investment-received-pending-investments', `/api/v1/equity/updates/${d.campaign.id}`, `/api/v1/campaigns/${d.campaign.id}/dashboard/comments`, `/api/v1/campaigns/${d.campaign.id}/followers`]));
  });

  it('[C2.13] a draft cannot post updates yet and offers to continue the wizard', async () => {
    const d = dashboard({ campaign: makeCard({ id: 'camp-2', campaignName: 'Draft Co', status: 0, statusKey: 'draft', displayLabel: null }) });
    mockApi(routes(d));
    await renderCampaignPage(<OwnerDashboardPage />, `/campaign-dashboard/${d.campaign.id}`, { path });
    expect(await screen.findByRole('link', { name: 'Continue editing' })).toHaveAttribute('href', '/create-campaign/company-info/camp-2');
    await userEvent.click(screen.getByRole('tab', { name: 'Updates' }));
    expect(await screen.findByText('Updates can be posted once the campaign is live.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post update' })).not.toBeInTheDocument();
  });

  it('[C2.13] in Arabic the tabs are named in Arabic', async () => {
    const d = dashboard();
    mockApi(routes(d));
    await renderCampaignPage(<OwnerDashboardPage />, `/campaign-dashboard/${d.campaign.id}`, { path, language: 'ar' });
    const list = await screen.findByRole('tablist', { name: 'أقسام اللوحة' });
    expect(within(list).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['نظرة عامة', 'التحديثات', 'النقاش', 'الاستثمارات', 'المتابعون', 'السداد']);
  });

  it('[C2.13][C4.1][C9.3] a closed successful campaign shows what was raised, the fee and VAT taken, and what is kept for the payout (Arabic)', async () => {
    const d = dashboard({ campaign: makeCard({ id: 'camp-1', slug: 'sohar-cold-chain', campaignName: 'Sohar Cold Chain', status: 4, statusKey: 'successful', statusLabel: 'ناجحة' } as never) });
    mockApi({
      ...routes(d),
      'GET investment/close/camp-1': ok({ campaignId: 'camp-1', step: 'closed', trigger: 'maximum', outcome: 'successful', currency: 'OMR', investingType: 'fixed', goal: 10_000_000, raised: 10_000_000, investorsCount: 12, feeBps: 500, fee: 500_000, vat: 25_000, ownerAmount: 9_475_000, refunded: 0, refundedCount: 0, startedAt: '2026-03-05T08:00:00Z', decidedAt: '2026-03-05T08:00:01Z', closedAt: '2026-03-05T08:00:02Z' }),
    });
    await renderCampaignPage(<OwnerDashboardPage />, `/campaign-dashboard/${d.campaign.id}`, { path, language: 'ar' });
    const card = (await screen.findByRole('heading', { name: 'أُغلقت الحملة: ناجحة' })).closest('section')!;
    expect(card).toHaveTextContent(/رسوم المنصة \(٥٪\u061c?\)/);
    expect(card).toHaveTextContent('المبلغ المخصص لصرفه لك');
    expect(card).toHaveTextContent('٩ ٤٧٥ ');
  });

  it('[C2.13] nothing about a close while the campaign has not closed', async () => {
    const d = dashboard();
    mockApi(routes(d));
    await renderCampaignPage(<OwnerDashboardPage />, `/campaign-dashboard/${d.campaign.id}`, { path });
    expect(await screen.findByRole('heading', { name: 'Sohar Cold Chain' })).toBeInTheDocument();
    expect(screen.queryByText(/Campaign closed/)).not.toBeInTheDocument();
  });

  it('[C4.3][C7.4] the owner requests the payout of a successful campaign after a confirmation', async () => {
    const d = dashboard({ campaign: makeCard({ id: 'camp-1', slug: 'sohar-cold-chain', campaignName: 'Sohar Cold Chain', status: 4, statusKey: 'successful', statusLabel: 'Successful' } as never) });
    let requested = false;
    const api = mockApi({
      ...routes(d),
      'GET investment/close/camp-1': ok({ campaignId: 'camp-1', step: 'closed', trigger: 'admin', outcome: 'successful', currency: 'OMR', investingType: 'fixed', goal: 10_000_000, raised: 10_000_000, investorsCount: 12, feeBps: 500, fee: 500_000, vat: 25_000, ownerAmount: 9_475_000, refunded: 0, refundedCount: 0, startedAt: '2026-03-05T08:00:00Z', decidedAt: '2026-03-05T08:00:01Z', closedAt: '2026-03-05T08:00:02Z' }),
      'GET investment/payout/camp-1': () => (requested ? ok({ campaignId: 'camp-1', campaignName: 'Sohar Cold Chain', currency: 'OMR', amount: 9_475_000, status: 'requested', needsTwoAdministrators: false, requestedAt: '2026-03-06T08:00:00Z', approvedAt: null, confirmedAt: null }) : { status: 404, body: { status: 'fail', message: 'No payout was requested for this campaign' } }),
      'POST request-payout': () => {
        requested = true;
        return ok({ status: 'requested' });
      },
    });
    await renderCampaignPage(<OwnerDashboardPage />, `/campaign-dashboard/${d.campaign.id}`, { path });
    await userEvent.click(await screen.findByRole('button', { name: 'Request payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request the payout?' });
    expect(dialog).toHaveTextContent('OMR 9,475 will be paid');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('Payout requested')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ campaignId: 'camp-1' });
  });
});
