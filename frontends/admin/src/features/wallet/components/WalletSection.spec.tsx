import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { ADMIN_ME, fail, ok, page, paramsOf, setup, signIn } from '../../../shared/test-helpers';
import type { Adjustment, AdminWalletTransaction } from '../../../api/wallet-admin-api';
import WalletSection from './WalletSection';

// Rows as the wallet answers them (its contracts' schemas).
const tx = (n: number, extra: Partial<AdminWalletTransaction> = {}): AdminWalletTransaction => ({
  _id: `t${n}`,
  id: `t${n}`,
  transactionNumber: `WT-${1000 + n}`,
  userId: `u${n}`,
  walletId: `w${n}`,
  entryType: 'CREDIT',
  type: 'topup',
  reason: null,
  currencyId: 'OMR',
  amount: 25_000,
  fees: { percentage: 0, flat: 0, service: 0, platform: 0, vat: 0 },
  totalFees: 0,
  totalAmount: 25_000,
  details: null,
  campaign: null,
  gateway: 'bank_transfer',
  paymentMethod: 'bank_transfer',
  status: 0,
  rejectReason: null,
  failureReason: null,
  bankDetails: null,
  hasSlip: true,
  preapprovalId: null,
  investmentId: null,
  createdAt: '2026-03-05T08:00:00Z',
  updatedAt: '2026-03-05T08:00:00Z',
  settledAt: null,
  user: { id: `u${n}`, email: `investor${n}@demo.om`, firstName: 'Investor', lastName: String(n) },
  ...extra,
});

const adjustment = (extra: Partial<Adjustment> = {}): Adjustment => ({
  id: 'adj-1',
  _id: 'adj-1',
  userId: 'u9',
  kind: 'credit',
  amount: 750_000,
  reason: 'Compensation for a delayed payout',
  status: 'awaiting_approval',
  makerId: 'admin-2',
  checkerId: null,
  rejectReason: null,
  transactionId: null,
  transactionNumber: null,
  createdAt: '2026-03-05T09:00:00Z',
  decidedAt: null,
  user: { email: 'investor9@demo.om', firstName: null, lastName: null },
  ...extra,
});

const QUEUE = Array.from({ length: 12 }, (_, i) => tx(i + 1));

function routes(overrides: Record<string, unknown> = {}) {
  return {
    'GET users/me': ok(ADMIN_ME),
    'GET wallet/admin/transactions': (call: { url: string }) => page(QUEUE.slice(0, Number(paramsOf(call.url).get('limit'))), QUEUE.length),
    'GET wallet/admin/adjustments': page([adjustment(), adjustment({ _id: 'adj-2', makerId: 'admin-1', amount: 600_000 })]),
    ...overrides,
  } as Parameters<typeof mockApi>[0];
}

const open = () => renderPage(<WalletSection />, { route: '/admin?section=wallet', setup });
const getCalls = (calls: ReturnType<typeof mockApi>['calls'], path: string) => calls.filter((c) => new URL(c.url, 'http://x').pathname === `/api/v1/${path}`);

describe('WalletSection (admin)', () => {
  beforeEach(signIn);

  it('[A9.3] lists pending transactions first, grows by 10, and filters by status, type, gateway and search', async () => {
    const api = mockApi(routes());
    await open();
    expect(await screen.findByRole('rowheader', { name: 'WT-1001' })).toBeInTheDocument();
    expect(screen.getByText('Showing 10 of 12')).toBeInTheDocument();
    const first = paramsOf(getCalls(api.calls, 'wallet/admin/transactions')[0].url);
    expect(first.get('status')).toBe('0');
    expect(first.get('limit')).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 12 of 12')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'withdrawal');
    await userEvent.selectOptions(screen.getByLabelText('Gateway'), 'bank_transfer');
    await userEvent.type(screen.getByLabelText('Search'), 'investor3{Enter}');
    await waitFor(() => {
      const last = paramsOf(getCalls(api.calls, 'wallet/admin/transactions').at(-1)!.url);
      expect([last.get('type'), last.get('gateway'), last.get('search'), last.get('limit')]).toEqual(['withdrawal', 'bank_transfer', 'investor3', '10']);
    });
  });

  it('[A4.6] shows a bank-transfer top-up with its slip and approves it only after confirmation', async () => {
    const api = mockApi(routes({ 'POST wallet/admin/transactions/t1/approve': ok(tx(1, { status: 2 })) }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Open transaction WT-1001' }));
    const detail = await screen.findByRole('dialog', { name: 'Transaction WT-1001' });
    // The slip needs the token: it is fetched, then offered as a file.
    const originalFetch = globalThis.fetch;
    const slipFetch = jest.fn(async () => ({ ok: true, status: 200, blob: async () => new Blob(['png'], { type: 'image/png' }) }));
    globalThis.fetch = slipFetch as unknown as typeof fetch;
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:slip'), revokeObjectURL: jest.fn() });
    try {
      await userEvent.click(within(detail).getByRole('button', { name: 'Show the transfer slip' }));
      expect(await within(detail).findByRole('link', { name: 'Open the transfer slip' })).toHaveAttribute('href', 'blob:slip');
      expect(within(detail).getByRole('img', { name: 'Transfer slip' })).toBeInTheDocument();
      const [url, init] = slipFetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toMatch(/^\/api\/v1\/wallet\/admin\/transactions\/t1\/slip\?lng=/);
      expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    } finally {
      globalThis.fetch = originalFetch;
    }
    expect(detail).toHaveTextContent('OMR 25');
    await userEvent.click(within(detail).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve WT-1001?' });
    expect(getCalls(api.calls, 'wallet/admin/transactions/t1/approve')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('WT-1001 has been approved')).toBeInTheDocument();
    expect(getCalls(api.calls, 'wallet/admin/transactions/t1/approve')).toHaveLength(1);
  });

  it('[A4.6][A8.5] rejects a withdrawal only with a reason, which is sent to the service', async () => {
    const api = mockApi(
      routes({
        'GET wallet/admin/transactions': page([
          tx(2, { type: 'withdrawal', entryType: 'DEBIT', gateway: 'wallet', hasSlip: false, bankDetails: { bankName: 'Bank Muscat', accountHolderName: 'Investor 2', accountType: 'current', accountNumber: '0123456789', accountNumberLast4: '6789', routingNumber: '123456789', swiftCode: null } }),
        ]),
        'POST wallet/admin/transactions/t2/reject': ok(tx(2, { status: 3 })),
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Open transaction WT-1002' }));
    const detail = await screen.findByRole('dialog', { name: 'Transaction WT-1002' });
    expect(detail).toHaveTextContent('0123456789');
    // Stored codes are shown in words (issue 11 item 7): the entry and the account type.
    expect(detail).toHaveTextContent('Debit');
    expect(detail).toHaveTextContent('Current');
    expect(detail).not.toHaveTextContent('DEBIT');
    expect(detail.textContent).not.toMatch(/\bcurrent\b/);
    await userEvent.click(within(detail).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject WT-1002?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(/Please give a reason/);
    expect(getCalls(api.calls, 'wallet/admin/transactions/t2/reject')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'The account holder name does not match');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('WT-1002 has been rejected')).toBeInTheDocument();
    expect(getCalls(api.calls, 'wallet/admin/transactions/t2/reject')[0].body).toEqual({ reason: 'The account holder name does not match' });
  });

  it('shows the service\'s message when an approval is refused', async () => {
    mockApi(routes({ 'POST wallet/admin/transactions/t1/approve': fail(409, 'This transaction is no longer pending') }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Open transaction WT-1001' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Approve WT-1001?' })).getByRole('button', { name: 'Approve' }));
    expect((await screen.findAllByText('This transaction is no longer pending')).length).toBeGreaterThan(0);
  });

  it('credits a wallet with a reason and an Idempotency-Key; above the threshold it waits for a second administrator', async () => {
    const api = mockApi(
      routes({
        'GET users': page([{ id: 'u9', email: 'investor9@demo.om', firstName: 'Huda', lastName: 'Alriyami', status: 'active' }]),
        'POST wallet/admin/adjustments': ok(adjustment({ makerId: 'admin-1' })),
      }),
    );
    await open();
    await userEvent.click(screen.getByRole('tab', { name: 'Credits and refunds' }));
    const form = (await screen.findByRole('heading', { name: 'Credit or refund a wallet' })).closest('section')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByLabelText(/^Reason/)).toHaveAccessibleDescription('Please give a reason');
    expect(getCalls(api.calls, 'wallet/admin/adjustments').filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/^User/), 'investor9@demo.om');
    await userEvent.selectOptions(within(form).getByLabelText(/^Kind/), 'credit');
    await userEvent.type(within(form).getByLabelText(/^Amount/), '750');
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Compensation for a delayed payout');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(/it is credited once another administrator approves it/)).toBeInTheDocument();
    const post = getCalls(api.calls, 'wallet/admin/adjustments').find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ userId: 'u9', kind: 'credit', amount: 750_000, reason: 'Compensation for a delayed payout' });
    expect(post.headers['idempotency-key']).toBeTruthy();
  });

  it('explains maker-checker; another administrator\'s adjustment can be approved, one\'s own cannot', async () => {
    const api = mockApi(routes({ 'POST wallet/admin/adjustments/adj-1/approve': ok(adjustment({ status: 'posted' })) }));
    await open();
    await userEvent.click(screen.getByRole('tab', { name: 'Credits and refunds' }));
    expect(await screen.findByText(/another administrator must approve them before any money moves/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Awaiting a second approval' });
    const mine = within(table).getByText('You').closest('tr')!;
    expect(within(mine).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(mine).toHaveTextContent('Another administrator must approve');
    const theirs = within(table).getByText('Another administrator').closest('tr')!;
    expect(theirs).toHaveTextContent('OMR 750');
    await userEvent.click(within(theirs).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Approve this adjustment?' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The adjustment has been approved and credited')).toBeInTheDocument();
    expect(getCalls(api.calls, 'wallet/admin/adjustments/adj-1/approve')).toHaveLength(1);
  });
});
