import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import type { CampaignUpdateView } from '@cf/contracts/rest';
import { ok, renderCampaignPage, signIn } from '../../../test/helpers';
import MyInvestmentsPage from './MyInvestmentsPage';

const update = (n: number): CampaignUpdateView => ({
  id: `u-${n}`,
  campaignId: 'camp-1',
  campaignName: 'Nizwa Dates Cooperative',
  campaignSlug: 'nizwa-dates',
  title: `Harvest note ${n}`,
  description: `Week ${n}: the dates are drying.`,
  postedAt: `2026-03-${String(10 + n).padStart(2, '0')}T08:00:00Z`,
  editedAt: `2026-03-${String(10 + n).padStart(2, '0')}T08:00:00Z`,
});
const page = { docs: [], totalCount: 0, displayLoadMore: false };
const common = {
  'GET my-investment/get-unique-currency': ok(['OMR']),
  'GET my-investment/get-dashbord-amounts': ok({ currency: 'OMR', totalInvested: 0, investmentsCount: 0, campaignsCount: 0, pending: 0, distributionsToCome: 0 }),
  'GET my-investment/get-graph-data': ok([]),
  'GET my-investment': ok(page),
};

describe('/investments campaign updates (C7.9, C1.2)', () => {
  beforeEach(signIn);

  it('[C7.9][C1.2] shows the owners\' updates of the campaigns held, newest first, and loads 5 more', async () => {
    const api = mockApi({
      ...common,
      'GET my-investment/get-campaign-updates': (call) => {
        const limit = Number(new URL(call.url, 'http://localhost').searchParams.get('limit'));
        const all = Array.from({ length: 7 }, (_, i) => update(7 - i));
        return ok({ docs: all.slice(0, limit), totalCount: all.length, displayLoadMore: limit < all.length });
      },
    });
    await renderCampaignPage(<MyInvestmentsPage />, '/investments');
    expect(await screen.findByRole('heading', { name: 'Harvest note 7' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Harvest note 7', 'Harvest note 6', 'Harvest note 5', 'Harvest note 4', 'Harvest note 3']);
    expect(screen.getAllByRole('link', { name: 'Nizwa Dates Cooperative' })[0]).toHaveAttribute('href', '/campaign-detail-page/nizwa-dates');
    await userEvent.click(screen.getByRole('button', { name: /load more/i }));
    expect(await screen.findByRole('heading', { name: 'Harvest note 1' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.includes('get-campaign-updates')).map((c) => new URL(c.url, 'http://localhost').searchParams.get('limit'))).toEqual(['5', '10']);
  });

  it('[C7.9] says so when the campaigns held have posted nothing (Arabic)', async () => {
    mockApi({ ...common, 'GET my-investment/get-campaign-updates': ok(page) });
    await renderCampaignPage(<MyInvestmentsPage />, '/investments', { language: 'ar' });
    expect(await screen.findByText('لا توجد تحديثات من الحملات التي استثمرت فيها بعد')).toBeInTheDocument();
  });
});
