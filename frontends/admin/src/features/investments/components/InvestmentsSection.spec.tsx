import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import type { AdminInvestmentView } from '@cf/contracts/rest';
import { ADMIN_ME, fail, ok, page, setup, signIn } from '../../../shared/test-helpers';
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
  afterEach(() => void Reflect.deleteProperty(globalThis, 'fetch'));

  it('[C1.3] lists every investment with its reference, campaign, amount and status, and filters by status', async () => {
    const api = mockApi({ 'GET users/me': ok(ADMIN_ME), 'GET investment/admin/list': page([investment(1), investment(2, { status: 3, state: 'cancelled', walletSettled: false })]) });
    await renderPage(<InvestmentsSection />, { route: '/admin?section=investments', path: '/admin', setup });
    const table = (await screen.findAllByRole('table'))[0];
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('INV-000000000001');
    expect(rows[1]).toHaveTextContent('OMR 250');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('Cancelled');
    expect(rows[2]).toHaveTextContent('Hold to void');
    await userEvent.selectOptions(screen.getByLabelText('Status'), '2');
    await waitFor(() => expect(api.calls.some((c) => new URL(c.url, 'http://x').searchParams.get('status') === '2')).toBe(true));
  });

  it('[issue 38] exports the period\'s investments: an end before the start is refused before asking; the server\'s refusal is shown', async () => {
    const api = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET investment/admin/list': page([]),
      'GET investment/admin/export/investments.csv': fail(400, 'Please enter a date as YYYY-MM-DD'),
    });
    // A file is fetched by the browser's own fetch (downloadFile), not the API client's.
    // jsdom has no fetch of its own: this test lends it the mock and takes it back (afterEach below).
    Object.assign(globalThis, { fetch: api.fetchImpl });
    await renderPage(<InvestmentsSection />, { route: '/admin?section=investments', path: '/admin', setup });
    const card = (await screen.findByRole('heading', { name: 'Export investments' })).closest('section')!;
    const from = within(card).getByLabelText(/^From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2030-01-01');
    expect(within(card).getByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    await userEvent.click(within(card).getByRole('button', { name: 'Download CSV' }));
    expect(await within(card).findByText('Please enter a date as YYYY-MM-DD')).toBeInTheDocument();
    const asked = new URL(api.calls.find((c) => c.url.includes('export/investments.csv'))!.url, 'http://x');
    expect([asked.searchParams.get('from'), asked.searchParams.get('lng')]).toEqual(['2026-01-01', 'en']);
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
    expect(row).toHaveTextContent('OMR 13,425');
    expect(row).toHaveTextContent('Two administrators');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay this owner?' });
    expect(dialog).toHaveTextContent('A second administrator must then confirm it');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Payout approved: a second administrator confirms it')).toBeInTheDocument();
  });

  it('[C4.14][A6.5][C9.8] the contract review queue: the signed PDF beside the signature, a rejection needs its reason, then the investor is asked to sign again', async () => {
    const contract = {
      investmentId: 'i7',
      referenceId: 'INV-000000000007',
      investorId: 'u7',
      investorName: 'Huda Al Siyabi',
      campaignId: 'c1',
      campaignName: 'Nizwa Dates Cooperative',
      currency: 'OMR',
      amount: 250_000,
      state: 'under-review',
      kind: 'typed',
      typedText: 'Huda Al Siyabi',
      signatureImage: null,
      signedAt: '2026-03-05T09:00:00Z',
      reviewDueBy: '2026-03-09T09:00:00Z',
      overdue: true,
      contractSha256: 'b'.repeat(64),
      rejectReason: null,
      reviewedAt: null,
    };
    const api = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET investment/admin/list': page([]),
      'GET investment/admin/payouts': page([]),
      'GET investment/admin/contracts': page([contract]),
      'GET investment/admin/contracts/i7/pdf': () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } }),
      'POST investment/admin/contracts/i7/review': ok({ ...contract, state: 'rejected', rejectReason: 'The signature does not match the passport' }),
    });
    await renderPage(<InvestmentsSection />, { route: '/admin?section=investments', path: '/admin', setup });
    const row = (await screen.findByRole('rowheader', { name: 'Huda Al Siyabi' })).closest('tr')!;
    expect(row).toHaveTextContent('Nizwa Dates Cooperative');
    expect(row).toHaveTextContent('Overdue');
    await userEvent.click(within(row).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract INV-000000000007' });
    expect(within(dialog).getByText('b'.repeat(64))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the signature' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject and ask to sign again' }));
    expect(await within(dialog).findByText('Please give the reason the contract is rejected')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Reason for the investor/), 'The signature does not match the passport');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject and ask to sign again' }));
    expect(await screen.findByText('Signature rejected: the investor is asked to sign again')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'reject', reason: 'The signature does not match the passport' });
  });
});
