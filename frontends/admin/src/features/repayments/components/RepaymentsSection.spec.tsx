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

  it('[C1.3][C6.4] records a payment received outside the platform with its bank reference; another administrator approves one after a confirmation', async () => {
    const waiting = { id: 'off-1', rowId: 'row-4', repaymentNumber: 4, campaignId: 'camp-1', campaignName: 'Sohar Solar Murabaha', currency: 'OMR', amount: 400_000, reference: 'BM-TRX-1', note: null, status: 'awaiting_approval', makerId: 'a-2', checkerId: null, declineReason: null, payment: null, reportedBy: 'admin', hasProof: false, createdAt: '2027-02-01T08:00:00Z', decidedAt: null };
    const api = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET repayment/statistics': ok(statistics),
      'GET repayment/admin/repayments': page([row]),
      'GET repayment/admin/offline-repayments': page([waiting]),
      'POST repayment/admin/offline-repayments': (call) => ok({ ...waiting, id: (call.body as { requestId: string }).requestId }),
      'POST repayment/admin/offline-repayments/off-1/approve': ok({ ...waiting, status: 'approved' }),
    });
    await renderPage(<RepaymentsSection />, { route: '/admin?section=repayments', setup });
    const rows = await screen.findByRole('table', { name: 'Repayments' });
    const line = within(rows).getByRole('rowheader', { name: 'Sohar Solar Murabaha · 4' }).closest('tr')!;
    await userEvent.click(within(line).getByRole('button', { name: 'Record a payment received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment received for Sohar Solar Murabaha · 4' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record a payment received' }));
    expect(within(dialog).getByText('Enter the bank reference of the transfer')).toBeInTheDocument();
    const amount = within(dialog).getByLabelText(/^Amount received/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1401');
    await userEvent.type(within(dialog).getByLabelText(/^Bank reference/), 'BM-TRX-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record a payment received' }));
    expect(within(dialog).getByText('At most OMR 1,400 is outstanding on this repayment')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record a payment received' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ rowId: 'row-4', amount: 400_000, reference: 'BM-TRX-2' }));

    const queued = await screen.findByRole('table', { name: 'Payments received outside the platform' });
    await userEvent.click(within(queued).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve this payment?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.url.includes('off-1/approve'))).toBe(true));
  });

  it("[C7.4][C1.3] a payment the owner reported shows who reported it and offers the owner's proof of the transfer, fetched with the administrator's token", async () => {
    const reported = { id: 'off-2', rowId: 'row-4', repaymentNumber: 4, campaignId: 'camp-1', campaignName: 'Sohar Solar Murabaha', currency: 'OMR', amount: 300_000, reference: 'BD-55120', note: null, status: 'awaiting_approval', makerId: 'owner-1', checkerId: null, declineReason: null, payment: null, reportedBy: 'owner', hasProof: true, createdAt: '2027-02-01T08:00:00Z', decidedAt: null };
    mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET repayment/statistics': ok(statistics),
      'GET repayment/admin/repayments': page([row]),
      'GET repayment/admin/offline-repayments': page([reported]),
    });
    const fetched: string[] = [];
    const originalFetch = global.fetch;
    const originalCreate = URL.createObjectURL;
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'content-disposition': 'inline; filename="proof-off-2.pdf"' } });
    }) as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:proof');
    URL.revokeObjectURL = jest.fn();
    try {
      await renderPage(<RepaymentsSection />, { route: '/admin?section=repayments', setup });
      const queued = await screen.findByRole('table', { name: 'Payments received outside the platform' });
      expect(within(queued).getByText('Owner, with proof')).toBeInTheDocument();
      await userEvent.click(within(queued).getByRole('button', { name: 'Download the proof of transfer BD-55120' }));
      await waitFor(() => expect(fetched.some((url) => url.includes('repayment/admin/offline-repayments/off-2/proof'))).toBe(true));
    } finally {
      global.fetch = originalFetch;
      URL.createObjectURL = originalCreate;
    }
  });
});
