import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { ok, page, paramsOf, setup, signIn } from '../../../shared/test-helpers';
import CampaignsSection from './CampaignsSection';

const pending = { id: 'c1', slug: 'dates', campaignName: 'Muscat Dates', companyName: 'Muscat Dates Company', termsSlug: 'equity', termsName: 'Equity', status: 1, statusKey: 'pending', goal: 50_000_000, raisedAmount: 0, createdAt: '2026-03-01T08:00:00Z' };

describe('CampaignsSection (admin)', () => {
  beforeEach(signIn);

  it('[C1.3][C4.2] the queue asks for pending campaigns; approving takes two steps: the review, then a confirmation', async () => {
    const api = mockApi({ 'GET campaigns/admin/equities': page([pending]), 'GET campaigns/admin/equities/c1': ok(pending), 'POST campaigns/admin/equities/c1/approve': ok({ ...pending, status: 2 }) });
    await renderPage(<CampaignsSection />, { setup });
    const row = (await screen.findByRole('rowheader', { name: /Muscat Dates/ })).closest('tr')!;
    expect(paramsOf(api.calls[0].url).get('approvalType')).toBe('pending');
    // Nothing to approve from the list: the campaign is read first.
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Muscat Dates' });
    await userEvent.click(await within(review).findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this campaign?' });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.url.includes('/approve'))).toBe(true));
  });

  it('[C4.1][C4.13] a live campaign is closed by investments after a confirmation that says what follows', async () => {
    const live = { ...pending, status: 2, statusKey: 'active' };
    const api = mockApi({
      'GET campaigns/admin/equities': page([live]),
      'POST investment/admin/close/c1': ok({ campaignId: 'c1', step: 'closed', outcome: 'successful', raised: 50_000_000, fee: 2_500_000, vat: 125_000, ownerAmount: 47_375_000 }),
    });
    await renderPage(<CampaignsSection />, { setup });
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'all');
    const row = (await screen.findByRole('rowheader', { name: /Muscat Dates/ })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Close now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this campaign now?' });
    expect(dialog).toHaveTextContent('every investor is refunded to the wallet');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close now' }));
    expect(await screen.findByText('Campaign closed')).toBeInTheDocument();
  });

  it('[C1.3] declining needs a reason, which is sent', async () => {
    const api = mockApi({ 'GET campaigns/admin/equities': page([pending]), 'GET campaigns/admin/equities/c1': ok(pending), 'POST campaigns/admin/equities/c1/decline': ok({ ...pending, status: 3 }) });
    await renderPage(<CampaignsSection />, { setup });
    const row = (await screen.findByRole('rowheader', { name: /Muscat Dates/ })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Review' }));
    await userEvent.click(await within(await screen.findByRole('dialog', { name: 'Muscat Dates' })).findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(/Please give a reason/);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'The financial statements are missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'The financial statements are missing' }));
  });

  it('[C4.17][C3.12] comments are moderated with APPROVE, DECLINE and SPAM', async () => {
    const comment = { id: 'm1', campaignId: 'c1', campaignName: 'Muscat Dates', parentCommentId: null, postType: 'comment', userId: 'u1', comment: 'When do you open?', status: 'pending', createdAt: '2026-03-01T08:00:00Z' };
    const api = mockApi({ 'GET campaigns/admin/comments': page([comment]), 'PATCH campaigns/admin/comments/m1': ok({ ...comment, status: 'approved' }), 'GET campaigns/admin/equities': page([]) });
    await renderPage(<CampaignsSection />, { setup });
    await userEvent.click(screen.getByRole('tab', { name: 'Comments' }));
    await screen.findByText('When do you open?');
    expect(paramsOf(api.calls.at(-1)!.url).get('status')).toBe('pending');
    expect(screen.getByRole('button', { name: 'Mark as spam' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'APPROVE' }));
  });
});
