import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import { makeCard, ok, paramsOf, renderCampaignPage, signOut } from '../../../test/helpers';
import BrowsePage from './BrowsePage';
import SuccessfulPage from './SuccessfulPage';

const cards = (n: number) => Array.from({ length: n }, () => makeCard());

describe('BrowsePage (/browse-companies)', () => {
  beforeEach(signOut);

  it('[C2.2][C9.1] shows 12 cards, then "Load more" asks for 24', async () => {
    const all = cards(20);
    const api = mockApi({
      'GET campaigns/equities': (call) => {
        const limit = Number(paramsOf(call.url).get('limit'));
        return ok({ docs: all.slice(0, limit), totalCount: all.length, displayLoadMore: limit < all.length });
      },
    });
    await renderCampaignPage(<BrowsePage />, '/browse-companies');
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(paramsOf(api.calls[0].url).get('limit')).toBe('12');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(paramsOf(api.calls.at(-1)!.url).get('limit')).toBe('24');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('[C2.2] reads search, funding model and category from the address, so a shared link opens the same list', async () => {
    const api = mockApi({ 'GET campaigns/equities': ok({ docs: cards(1), totalCount: 1, displayLoadMore: false }) });
    await renderCampaignPage(<BrowsePage />, '/browse-companies?q=dates&model=fixed&show=funded');
    await screen.findAllByRole('article');
    const q = paramsOf(api.calls[0].url);
    expect([q.get('sortBy'), q.get('investingType'), q.get('campaignName')]).toEqual(['funded', 'fixed', 'dates']);
    expect(screen.getByRole('searchbox', { name: 'Search campaigns' })).toHaveValue('dates');
    expect(screen.getByLabelText('Funding model')).toHaveValue('fixed');
    expect(screen.getByRole('button', { name: 'Funded' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('[C2.2] ignores unknown values in the address instead of failing', async () => {
    const api = mockApi({ 'GET campaigns/equities': ok({ docs: cards(1), totalCount: 1, displayLoadMore: false }) });
    await renderCampaignPage(<BrowsePage />, '/browse-companies?model=rocket&show=everything');
    await screen.findAllByRole('article');
    const q = paramsOf(api.calls[0].url);
    expect([q.get('sortBy'), q.get('investingType')]).toEqual(['newest', null]);
  });

  it('[C2.2] searches, filters by funding model and sorts by the six categories', async () => {
    const api = mockApi({ 'GET campaigns/equities': ok({ docs: cards(1), totalCount: 1, displayLoadMore: false }) });
    await renderCampaignPage(<BrowsePage />, '/browse-companies');
    await screen.findAllByRole('article');
    const sorts = within(screen.getByRole('group', { name: 'Show' })).getAllByRole('button');
    expect(sorts.map((b) => b.textContent)).toEqual(['Newest', 'Active', 'Percentage raised', 'Amount raised', 'Upcoming', 'Funded']);
    await userEvent.click(screen.getByRole('button', { name: 'Percentage raised' }));
    await userEvent.selectOptions(screen.getByLabelText('Funding model'), 'flexible');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'dates{enter}');
    await waitFor(() => {
      const q = paramsOf(api.calls.at(-1)!.url);
      expect([q.get('sortBy'), q.get('investingType'), q.get('campaignName')]).toEqual(['percentage-raised', 'flexible', 'dates']);
    });
  });

  it('[C8.3] shows "No results found" when nothing matches', async () => {
    mockApi({ 'GET campaigns/equities': ok({ docs: [], totalCount: 0, displayLoadMore: false }) });
    await renderCampaignPage(<BrowsePage />, '/browse-companies');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('[C4.1][C9.8] a card shows its label, progress as OMR 1,234.500 of a round OMR 10,000 (no trailing zeros in lists) and days left', async () => {
    mockApi({ 'GET campaigns/equities': ok({ docs: [makeCard({ displayLabel: 'closing-soon', daysLeft: 5 })], totalCount: 1, displayLoadMore: false }) });
    await renderCampaignPage(<BrowsePage />, '/browse-companies');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Closing soon')).toBeInTheDocument();
    expect(card).toHaveTextContent('OMR 1,234.500 raised of OMR 10,000');
    expect(card).toHaveTextContent('Days left: 5');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
  });

  it('[C9.8][A1.4] in Arabic amounts and numbers use Arabic digits, right to left', async () => {
    mockApi({ 'GET campaigns/equities': ok({ docs: [makeCard({ displayLabel: 'live', daysLeft: 5 })], totalCount: 1, displayLoadMore: false }) });
    await renderCampaignPage(<BrowsePage />, '/browse-companies', { language: 'ar' });
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('١ ٢٣٤٫٥٠٠');
    expect(card).toHaveTextContent('الأيام المتبقية: ٥');
    expect(within(card).getByText('متاحة الآن')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('SuccessfulPage (/browse-succeess-campaign)', () => {
  it('[C2.3][C9.1] lists funded campaigns (status 4), 9 at a time', async () => {
    const api = mockApi({ 'GET campaigns/equities': ok({ docs: cards(9).map((c) => ({ ...c, status: 4, displayLabel: 'funded' })), totalCount: 12, displayLoadMore: true }) });
    await renderCampaignPage(<SuccessfulPage />, '/browse-succeess-campaign');
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    expect(paramsOf(api.calls[0].url).get('status')).toBe('4');
    expect(paramsOf(api.calls[0].url).get('limit')).toBe('9');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(paramsOf(api.calls.at(-1)!.url).get('limit')).toBe('18'));
  });
});
