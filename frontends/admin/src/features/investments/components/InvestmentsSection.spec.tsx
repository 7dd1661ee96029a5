import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import type { AdminInvestmentView } from '@cf/contracts/rest';
import { ADMIN_ME, ok, page, setup, signIn } from '../../../shared/test-helpers';
import InvestmentsSection from './InvestmentsSection';

const investment = (n: number, extra: Partial<AdminInvestmentView> = {}): AdminInvestmentView => ({
  _id: `i${n}`,
  id: `i${n}`,
  investorId: `u${n}`,
  campaignId: 'c1',
  campaignName: 'Nizwa Dates Cooperative',
  campaignSlug: 'nizwa-dates',
  currency: 'OMR',
  amount: 250_000,
  shareUnits: 250,
  sharePrice: 1000,
  ownership: 5,
  status: 2,
  state: 'committed',
  paymentType: 'wallet',
  gateway: 'wallet',
  referenceId: `INV-00000000000${n}`,
  transactionId: null,
  failureReason: null,
  cancellableUntil: null,
  cancellable: false,
  offerShownAt: '2026-03-05T08:00:00Z',
  acceptedAt: '2026-03-05T08:00:00Z',
  reservedUntil: '2026-03-05T08:30:00Z',
  paidAt: '2026-03-05T08:01:00Z',
  cancelledAt: null,
  createdAt: '2026-03-05T08:00:00Z',
  contractStatus: 'unsigned',
  walletSettled: true,
  countedMonth: 24314,
  ...extra,
});

describe('admin investments section (C1.3)', () => {
  beforeEach(signIn);

  it('[C1.3] lists every investment with its reference, campaign, amount and status, and filters by status', async () => {
    const api = mockApi({ 'GET users/me': ok(ADMIN_ME), 'GET investment/admin/list': page([investment(1), investment(2, { status: 3, state: 'cancelled', walletSettled: false })]) });
    await renderPage(<InvestmentsSection />, { route: '/admin?section=investments', path: '/admin', setup });
    const table = (await screen.findAllByRole('table'))[0];
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('INV-000000000001');
    expect(rows[1]).toHaveTextContent('OMR 250.000');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('Cancelled');
    expect(rows[2]).toHaveTextContent('Hold to void');
    await userEvent.selectOptions(screen.getByLabelText('Status'), '2');
    await waitFor(() => expect(api.calls.some((c) => new URL(c.url, 'http://x').searchParams.get('status') === '2')).toBe(true));
  });

  it('[C4.3] the payout queue: a large payout is approved by one administrator and confirmed by another, each after a confirmation', async () => {
    const payout = { campaignId: 'c9', campaignName: 'Sohar Solar Farm', currency: 'OMR', amount: 13_425_000, status: 'requested', needsTwoAdministrators: true, requestedAt: '2026-03-06T08:00:00Z', approvedAt: null, confirmedAt: null };
    const api = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET investment/admin/list': page([]),
      'GET investment/admin/payouts': page([payout]),
      'POST investment/admin/payouts/c9/confirm': ok({ ...payout, status: 'approved' }),
    });
    await renderPage(<InvestmentsSection />, { route: '/admin?section=investments', path: '/admin', setup });
    const row = (await screen.findByRole('rowheader', { name: 'Sohar Solar Farm' })).closest('tr')!;
    expect(row).toHaveTextContent('OMR 13,425.000');
    expect(row).toHaveTextContent('Two administrators');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay this owner?' });
    expect(dialog).toHaveTextContent('A second administrator must then confirm it');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Payout approved: a second administrator confirms it')).toBeInTheDocument();
  });
});
