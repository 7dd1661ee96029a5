import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import type { AdminScheduleRowView } from '@cf/contracts/rest';
import RepaymentsSection from './RepaymentsSection';
import { ADMIN_ME, ok, page, setup, signIn } from '../../../shared/test-helpers';

const row: AdminScheduleRowView = {
  id: 'row-4',
  repaymentNumber: 4,
  scheduleName: 'Instalment 4',
  kind: 'instalment',
  expectedDate: '2027-01-31',
  paidDate: null,
  principal: 1_250_000,
  profitRate: 12,
  profit: 150_000,
  platformFees: 15_000,
  netProfit: 135_000,
  totalRepayment: 1_400_000,
  paid: 0,
  totalPaidSoFar: 4_200_000,
  outstandingAmount: 1_400_000,
  remainingBalance: 1_400_000,
  repaymentStatus: 'overdue',
  paymentStatus: 'late',
  delayDays: 12,
  defaultRatio: 0,
  totalReceivedPercent: 0,
  totalRemainingPercent: 100,
  writtenOff: null,
  description: null,
  campaignId: 'camp-1',
  campaignName: 'Sohar Solar Murabaha',
  currency: 'OMR',
};

const statistics = { since: '2023-11-26', campaigns: 1, rowsDue: 4, expected: 5_600_000, paid: 3_000_000, paidOnTime: 1_600_000, paidLate: 1_400_000, defaulted: 2_600_000, defaultRate: 46.43, lateRate: 25, averageDelayDays: 5 };

describe('admin repayments (C4.16)', () => {
  beforeEach(signIn);
  it('[C4.16] lists overdue rows with the 36-month figures, and writes one off only with a reason', async () => {
    const api = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET repayment/statistics': ok(statistics),
      'GET repayment/admin/repayments': page([row]),
      'POST repayment/admin/write-off/row-4': ok({ ...row, repaymentStatus: 'written_off', writtenOff: { reason: 'Owner insolvent', at: '2027-02-12T08:00:00.000Z' } }),
    });
    await renderPage(<RepaymentsSection />, { route: '/admin?section=repayments', path: '/admin', setup });
    expect(await screen.findByText('46.43%')).toBeInTheDocument();
    const line = (await screen.findByRole('rowheader', { name: 'Sohar Solar Murabaha · 4' })).closest('tr')!;
    expect(within(line).getByText('Overdue')).toBeInTheDocument();
    expect(within(line).getByText('12 days late')).toBeInTheDocument();
    await userEvent.click(within(line).getByRole('button', { name: 'Write off' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write off' }));
    expect(await within(dialog).findByText('Please give a reason (at least 3 characters)')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Owner insolvent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write off' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Owner insolvent' });
  });
});
