import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import { REPAYMENT_DATA_STALE_MS } from '../../../api/repayments-api';
import type { DistributionScheduleView, RepaymentPaymentView, RepaymentScheduleView, ScheduleRowView } from '@cf/contracts/rest';
import { fail, ok, renderCampaignPage, signIn } from '../../../test/helpers';
import DistributionSchedulePage from './DistributionSchedulePage';
import RepaymentPage from './RepaymentPage';
import RepaymentPaymentPage from './RepaymentPaymentPage';

const row = (n: number, extra: Partial<ScheduleRowView> = {}): ScheduleRowView => ({
  id: `row-${n}`,
  repaymentNumber: n,
  scheduleName: `Instalment ${n}`,
  kind: 'instalment',
  expectedDate: `2027-0${n * 3}-28`,
  paidDate: null,
  principal: 1_250_000,
  profitRate: 12,
  profit: 150_000,
  platformFees: 15_000,
  netProfit: 135_000,
  totalRepayment: 1_400_000,
  paid: 0,
  totalPaidSoFar: 0,
  outstandingAmount: 1_400_000,
  remainingBalance: 5_600_000,
  repaymentStatus: 'upcoming_payment',
  paymentStatus: 'upcoming',
  delayDays: 0,
  defaultRatio: 0,
  totalReceivedPercent: 0,
  totalRemainingPercent: 100,
  writtenOff: null,
  description: null,
  ...extra,
});

const schedule: RepaymentScheduleView = {
  campaignId: 'camp-1',
  campaignName: 'Sohar Solar Murabaha',
  slug: 'sohar-solar',
  termsSlug: 'debt',
  currency: 'OMR',
  raised: 5_000_000,
  investorsCount: 3,
  terms: { interestRate: 12, termMonths: 12, gracePeriodMonths: 0, paymentFrequency: 'quarterly', distributionOfNetProfit: null },
  autoRepayment: false,
  canPay: true,
  canDeclareDividend: false,
  rows: [row(1, { paid: 500_000, outstandingAmount: 900_000, repaymentStatus: 'overdue', paymentStatus: 'late', delayDays: 5 }), row(2), row(3, { paid: 1_400_000, outstandingAmount: 0, repaymentStatus: 'fully_paid', paymentStatus: 'on_time', paidDate: '2027-09-28' })],
  totals: { principal: 3_750_000, profit: 450_000, platformFees: 45_000, totalRepayment: 4_200_000, paid: 1_900_000, outstanding: 2_300_000, overdue: 900_000 },
};

describe('repayments (C2.14-C2.16)', () => {
  beforeEach(signIn);

  it('[C2.14][C3.11][C4.16] the repayment tab lists every row with its amounts and status, and offers to pay what is outstanding', async () => {
    mockApi({ 'GET repayment/get-repayment/camp-1': ok(schedule) });
    await renderCampaignPage(<RepaymentPage />, '/campaign-dashboard/repayment/camp-1', { path: '/campaign-dashboard/repayment/:id' });
    const table = await screen.findByRole('table', { name: 'Repayment schedule' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]).getByText('Overdue')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Days late: 5')).toBeInTheDocument();
    expect(within(rows[1]).getByText('OMR 900')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Pay repayment 1' })).toHaveAttribute('href', '/campaign-dashboard/payment/row-1');
    expect(within(rows[3]).getByText('Fully paid')).toBeInTheDocument();
    expect(within(rows[3]).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/never compounds/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Automatic repayment/ })).not.toBeChecked();
  });

  it('[C9.2] repayment data is held 5 seconds and the ids travel in the path, not in cookies', async () => {
    mockApi({ 'GET repayment/get-repayment/camp-1': ok(schedule) });
    const { queryClient } = await renderCampaignPage(<RepaymentPage />, '/campaign-dashboard/repayment/camp-1', { path: '/campaign-dashboard/repayment/:id' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['repayments', 'schedule', 'camp-1'] })).toHaveLength(1));
    const [query] = queryClient.getQueryCache().findAll({ queryKey: ['repayments', 'schedule', 'camp-1'] });
    expect((query.options as { staleTime?: number }).staleTime).toBe(REPAYMENT_DATA_STALE_MS);
    expect(REPAYMENT_DATA_STALE_MS).toBe(5_000);
    expect(document.cookie).toBe('');
  });

  it('[C2.15] paying asks for confirmation, sends the amount in baisa with a payment id, then opens the receipt; too much is refused before sending', async () => {
    const receipt: RepaymentPaymentView = {
      id: 'pay-1',
      rowId: 'row-1',
      repaymentNumber: 1,
      campaignId: 'camp-1',
      campaignName: 'Sohar Solar Murabaha',
      currency: 'OMR',
      amount: 400_000,
      method: 'wallet',
      state: 'paid',
      failureReason: null,
      transferId: 'repayment:pay-1',
      createdAt: '2027-03-30T08:00:00.000Z',
      paidAt: '2027-03-30T08:00:01.000Z',
      distribution: { id: 'd-1', state: 'credited', fee: 4_285, distributed: 395_715, investorsCount: 3, creditedAt: '2027-03-30T08:00:02.000Z' },
      row: { expectedDate: '2027-03-28', totalRepayment: 1_400_000, paid: 900_000, outstandingAmount: 500_000 },
    };
    const api = mockApi({
      'GET repayment/get-single-repayment/row-1': ok({ campaign: { ...schedule, rows: undefined, totals: undefined }, row: schedule.rows[0] }),
      'GET wallet/get-user-wallet-detail': ok({ balance: 2_000_000, held: 0, available: 2_000_000, currencyId: 'OMR' }),
      'POST repayment/create-repayment': ok(receipt),
    });
    await renderCampaignPage(<RepaymentPaymentPage />, '/campaign-dashboard/payment/row-1', { path: '/campaign-dashboard/payment/:id' });
    const amount = await screen.findByLabelText(/Amount to pay/);
    expect(amount).toHaveValue('900.000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '901');
    await userEvent.click(screen.getByRole('button', { name: /Pay OMR 901 from the wallet/ }));
    expect(await screen.findByText('The most you can pay on this repayment is OMR 900')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    await userEvent.click(screen.getByRole('button', { name: /Pay OMR 400 from the wallet/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = api.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ rowId: 'row-1', amount: 400_000, paymentType: 'wallet' });
    expect(sent.paymentId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/campaign-dashboard/receipt/pay-1'));
  });

  it('[C8.3] a refused payment shows the server message (Arabic)', async () => {
    mockApi({
      'GET repayment/get-single-repayment/row-1': ok({ campaign: { ...schedule }, row: schedule.rows[0] }),
      'GET wallet/get-user-wallet-detail': ok({ balance: 2_000_000, held: 0, available: 2_000_000, currencyId: 'OMR' }),
      'POST repayment/create-repayment': fail(422, 'رصيد المحفظة غير كافٍ'),
    });
    await renderCampaignPage(<RepaymentPaymentPage />, '/campaign-dashboard/payment/row-1', { path: '/campaign-dashboard/payment/:id', language: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: /ادفع .* من المحفظة/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ادفع الآن' }));
    expect(await screen.findByText('رصيد المحفظة غير كافٍ')).toBeInTheDocument();
  });

  it('[C7.4] by card: no wallet needed; after a confirmation the card fees and the total, then on to the card provider', async () => {
    const pending: RepaymentPaymentView = {
      id: 'pay-2', rowId: 'row-1', repaymentNumber: 1, campaignId: 'camp-1', campaignName: 'Sohar Solar Murabaha', currency: 'OMR', amount: 900_000, method: 'card', state: 'pending',
      failureReason: null, transferId: 'repayment:pay-2', createdAt: '2027-03-30T08:00:00.000Z', paidAt: null, distribution: null,
      row: { expectedDate: '2027-03-28', totalRepayment: 1_400_000, paid: 500_000, outstandingAmount: 900_000 },
    };
    const checkout = { status: 1, method: 'sandbox_card', amount: 900_000, totalFees: 23_085, totalAmount: 923_085, redirectUrl: 'http://localhost/wallet-payment/s-9' };
    const api = mockApi({
      'GET repayment/get-single-repayment/row-1': ok({ campaign: { ...schedule, rows: undefined, totals: undefined }, row: schedule.rows[0] }),
      // An empty wallet does not stop a card payment.
      'GET wallet/get-user-wallet-detail': ok({ balance: 0, held: 0, available: 0, currencyId: 'OMR' }),
      'POST repayment/online-repayment': ok({ payment: pending, checkout }),
    });
    await renderCampaignPage(<RepaymentPaymentPage />, '/campaign-dashboard/payment/row-1', { path: '/campaign-dashboard/payment/:id' });
    await userEvent.click(await screen.findByRole('radio', { name: /^Card/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay OMR 900 by card' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Card fees')).toBeInTheDocument();
    expect(screen.getByText('OMR 923.085')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the card provider to pay OMR 923.085' })).toHaveAttribute('href', 'http://localhost/wallet-payment/s-9');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ rowId: 'row-1', amount: 900_000, paymentType: 'card' });
  });

  it('[C7.4][C1.3] already paid by bank transfer: the reference and the proof are required, then after a confirmation the report is sent with the proof and waits for an administrator', async () => {
    const api = mockApi({
      'GET repayment/get-single-repayment/row-1': ok({ campaign: { ...schedule, rows: undefined, totals: undefined }, row: schedule.rows[0] }),
      'GET wallet/get-user-wallet-detail': ok({ balance: 0, held: 0, available: 0, currencyId: 'OMR' }),
      'PATCH repayment/upload-user-contact': (call) =>
        ok({ id: (call.body as { requestId: string }).requestId, rowId: 'row-1', repaymentNumber: 1, campaignId: 'camp-1', campaignName: 'Sohar Solar Murabaha', currency: 'OMR', amount: 900_000, reference: 'BD-55120', note: null, status: 'awaiting_approval', makerId: 'owner-1', checkerId: null, declineReason: null, payment: null, reportedBy: 'owner', hasProof: true, createdAt: '2027-03-30T08:00:00.000Z', decidedAt: null }),
    });
    await renderCampaignPage(<RepaymentPaymentPage />, '/campaign-dashboard/payment/row-1', { path: '/campaign-dashboard/payment/:id' });
    await userEvent.click(await screen.findByRole('radio', { name: /^Already paid by bank transfer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Report the transfer of OMR 900' }));
    expect(await screen.findByText('Please attach the proof of the transfer')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Bank reference of the transfer/ })).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /^Bank reference of the transfer/ }), 'BD-55120');
    await userEvent.upload(screen.getByLabelText(/^Proof of the transfer/), new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report the transfer of OMR 900' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Report this transfer?' })).getByRole('button', { name: 'Report it' }));
    expect(await screen.findByText('Transfer reported')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the repayment schedule' })).toHaveAttribute('href', '/campaign-dashboard/repayment/camp-1');
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ rowId: 'row-1', amount: 900_000, reference: 'BD-55120', proof: `data:application/pdf;base64,${btoa('%PDF-1.4')}` });
  });

  it('[C7.4] the receipt of a card payment the owner left: asks the provider through process-repayment, says it is not complete and offers the card page again (Arabic)', async () => {
    const pending = { id: 'pay-2', rowId: 'row-1', repaymentNumber: 1, campaignId: 'camp-1', campaignName: 'Sohar Solar Murabaha', currency: 'OMR', amount: 900_000, method: 'card', state: 'pending', failureReason: null, transferId: 'repayment:pay-2', createdAt: '2027-03-30T08:00:00.000Z', paidAt: null, distribution: null, row: { expectedDate: '2027-03-28', totalRepayment: 1_400_000, paid: 500_000, outstandingAmount: 900_000 } };
    const api = mockApi({ 'GET repayment/receipt/pay-2': ok(pending), 'PATCH repayment/process-repayment/pay-2': ok(pending) });
    const { default: RepaymentReceiptPage } = await import('./RepaymentReceiptPage');
    await renderCampaignPage(<RepaymentReceiptPage />, '/campaign-dashboard/receipt/pay-2?result=cancel', { path: '/campaign-dashboard/receipt/:id', language: 'ar' });
    expect(await screen.findByText(/لم يكتمل الدفع بالبطاقة/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'المتابعة إلى مزوّد البطاقات' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH' && c.url.includes('process-repayment/pay-2'))).toBe(true);
  });
});

describe('distribution schedule (C2.25)', () => {
  beforeEach(signIn);
  const view: DistributionScheduleView = {
    campaigns: [
      {
        campaignId: 'camp-1',
        campaignName: 'Sohar Solar Murabaha',
        slug: 'sohar-solar',
        currency: 'OMR',
        holding: 2_500_000,
        holdingPercent: 50,
        received: 247_321,
        future: 2_522_679,
        rows: [
          { rowId: 'row-1', repaymentNumber: 1, kind: 'instalment', expectedDate: '2027-03-28', expected: 692_500, received: 247_321, lastCreditedAt: '2027-03-30T08:00:02.000Z', repaymentStatus: 'partially_paid', paymentStatus: 'late' },
          { rowId: 'row-2', repaymentNumber: 2, kind: 'instalment', expectedDate: '2027-06-28', expected: 692_500, received: 0, lastCreditedAt: null, repaymentStatus: 'upcoming_payment', paymentStatus: 'upcoming' },
        ],
      },
    ],
    totals: { received: 247_321, future: 2_522_679 },
  };

  it('[C2.25] shows received and future distributions, a chart readable as a table, each repayment with the investor\'s share, and the downloads (Arabic and English)', async () => {
    for (const language of ['en', 'ar'] as const) {
      mockApi({
        'GET my-investment/get-distribution-schedule-list': ok(view),
        'GET my-investment/get-distribution-chart-data': ok({ months: [{ month: '2027-03', received: 247_321, future: 445_179 }, { month: '2027-06', received: 0, future: 692_500 }] }),
        'GET my-investment/get-future-distribution': ok({ future: 2_522_679, next: { date: '2027-03-28', amount: 445_179, campaignName: 'Sohar Solar Murabaha' } }),
      });
      const { unmount } = await renderCampaignPage(<DistributionSchedulePage />, '/distribution-schedule/camp-1', { path: '/distribution-schedule/:campaignId?', language });
      const table = await screen.findByRole('table', { name: language === 'en' ? 'Distributions of Sohar Solar Murabaha' : 'توزيعات Sohar Solar Murabaha' });
      expect(within(table).getAllByRole('row')).toHaveLength(3);
      expect(screen.getByRole('table', { name: language === 'en' ? 'Distributions by month' : 'التوزيعات حسب الشهر' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: language === 'en' ? 'Download CSV' : 'تنزيل CSV' })).toBeInTheDocument();
      if (language === 'en') {
        expect(within(table).getByText('Partially paid')).toBeInTheDocument();
        expect(screen.getByText('Your holding: OMR 2,500 (50% of the campaign)')).toBeInTheDocument();
      }
      unmount();
    }
  });

  it('[C2.25] with nothing held, says so and points to the investments', async () => {
    mockApi({
      'GET my-investment/get-distribution-schedule-list': ok({ campaigns: [], totals: { received: 0, future: 0 } }),
      'GET my-investment/get-distribution-chart-data': ok({ months: [] }),
      'GET my-investment/get-future-distribution': ok({ future: 0, next: null }),
    });
    await renderCampaignPage(<DistributionSchedulePage />, '/distribution-schedule', { path: '/distribution-schedule/:campaignId?' });
    expect(await screen.findByText('When a campaign you invested in repays, your share appears here and in your wallet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My investments' })).toHaveAttribute('href', '/investments');
  });
});
