import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import type { ContractDataView, ContractSignatureView } from '@cf/contracts/rest';
import { makeInvestment, ok, renderCampaignPage, signIn } from '../../../test/helpers';
import PaymentPage from './PaymentPage';

const investment = makeInvestment;
const document: ContractDataView = {
  investmentId: 'inv-1',
  language: 'en',
  kind: 'equity',
  title: 'Share subscription agreement',
  clauses: ['The investor subscribes for shares of the company.', 'The platform holds the money in escrow until the campaign closes.'],
  facts: [
    { label: 'Investor', value: 'Huda Al Siyabi' },
    { label: 'Amount', value: 'OMR 250' },
  ],
  amountInWords: 'two hundred and fifty Omani rials',
};
const signature = (extra: Partial<ContractSignatureView> = {}): ContractSignatureView => ({
  investmentId: 'inv-1',
  state: 'unsigned',
  kind: null,
  typedText: null,
  phoneMasked: null,
  codeExpiresAt: null,
  resendAt: null,
  signedAt: null,
  contractSha256: null,
  reviewDueBy: null,
  rejectReason: null,
  ...extra,
});
const waiting = signature({ state: 'awaiting-code', kind: 'typed', typedText: 'Huda Al Siyabi', phoneMasked: '+968•••••123', codeExpiresAt: new Date(Date.now() + 300_000).toISOString(), resendAt: new Date(Date.now() + 30_000).toISOString() });
const underReview = signature({ state: 'under-review', kind: 'typed', typedText: 'Huda Al Siyabi', phoneMasked: '+968•••••123', signedAt: '2026-03-05T09:00:00Z', reviewDueBy: '2026-03-09T09:00:00Z', contractSha256: 'a'.repeat(64) });
const SIGNED_TOAST = 'Your signature is confirmed; the contract is under review';
const base = { 'GET wallet/get-user-wallet-detail': ok({ balance: 1_000_000, held: 0, available: 1_000_000, currencyId: 'OMR' }), 'GET contracts/generate-dynamic-contract-data/inv-1': ok(document) };

describe('the contract and signature modal (C2.17, C4.14, C5.12)', () => {
  beforeEach(signIn);

  it('[C2.17][C4.14][C5.12] reads the contract, requires a signature, signs, and confirms it with the texted code', async () => {
    let current = signature();
    const api = mockApi({
      ...base,
      'GET investment/inv-1': () => ok(investment({ contractStatus: current.state })),
      'GET contracts/signature/inv-1': () => ok(current),
      'POST contracts/sign/inv-1': () => ok((current = waiting)),
      'POST contracts/create-pdf/inv-1': () => ok((current = underReview)),
    });
    await renderCampaignPage(<PaymentPage />, '/payment/inv-1', { path: '/payment/:id' });
    expect(await screen.findByText('Not signed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Read and sign the contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share subscription agreement' });
    expect(within(dialog).getByText('The platform holds the money in escrow until the campaign closes.')).toBeInTheDocument();
    expect(within(dialog).getByText('Huda Al Siyabi')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign and send the code' }));
    expect(await within(dialog).findByText('Signature is required')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Your signature'), 'Huda Al Siyabi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign and send the code' }));
    expect(await within(dialog).findByText('+968•••••123')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.url.includes('contracts/sign/'))?.body).toEqual({ kind: 'typed', text: 'Huda Al Siyabi' });
    expect(within(dialog).getByRole('button', { name: /Resend code in/ })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm my signature' }));
    expect(await within(dialog).findByText('Please enter the 6-digit code')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm my signature' }));
    expect(await within(dialog).findByText(/Our team reviews the contract within 48 working hours/)).toBeInTheDocument();
    expect(within(dialog).getByText('a'.repeat(64))).toBeInTheDocument();
    expect(api.calls.find((c) => c.url.includes('contracts/create-pdf'))?.body).toEqual({ code: '123456' });
  });

  it('[C4.14][C8.3][C7.9][A4.11] /investments lists the contracts to sign again with the reason, and the modal asks for a new signature (Arabic)', async () => {
    const rejected = investment({ contractStatus: 'rejected', state: 'committed', status: 2 });
    const empty = { docs: [], totalCount: 0, displayLoadMore: false };
    mockApi({
      ...base,
      'GET my-investment/get-unique-currency': ok(['OMR']),
      'GET my-investment/get-dashbord-amounts': ok({ currency: 'OMR', totalInvested: 250_000, investmentsCount: 1, campaignsCount: 1, pending: 0, distributionsToCome: 0 }),
      'GET my-investment/get-graph-data': ok([]),
      'GET my-investment/get-campaign-updates': ok(empty),
      'GET my-investment/get-re-sign-contract-list': ok({ docs: [{ investmentId: 'inv-1', referenceId: 'INV-0A1B2C3D4E5F', campaignId: 'camp-1', campaignName: 'Nizwa Dates Cooperative', currency: 'OMR', amount: 250_000, rejectReason: 'التوقيع لا يطابق جواز السفر', rejectedAt: '2026-03-06T08:00:00Z' }], totalCount: 1, displayLoadMore: false }),
      'GET my-investment': ok({ docs: [rejected], totalCount: 1, displayLoadMore: false }),
      'GET investment/inv-1': ok(rejected),
      'GET contracts/signature/inv-1': ok(signature({ state: 'rejected', rejectReason: 'التوقيع لا يطابق جواز السفر' })),
    });
    const { default: MyInvestmentsPage } = await import('./MyInvestmentsPage');
    await renderCampaignPage(<MyInvestmentsPage />, '/investments', { language: 'ar' });
    const card = (await screen.findByRole('heading', { name: 'عقود يجب توقيعها مجدداً' })).closest('section') as HTMLElement;
    expect(within(card).getByText('التوقيع لا يطابق جواز السفر')).toBeInTheDocument();
    await userEvent.click(await within(card).findByRole('button', { name: 'وقّع مجدداً' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('تم رفض توقيعك: يرجى التوقيع مجدداً')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'وقّع وأرسل الرمز' })).toBeInTheDocument();
  });
  it('[C4.14][C7.9] signing again from /investments keeps the dialog open until it says "Signed, under review", though the contract has left the list to sign again', async () => {
    let current = signature({ state: 'rejected', rejectReason: 'The signature does not match your passport' });
    const reSignList = (): number => api.calls.filter((call) => call.url.includes('get-re-sign-contract-list')).length;
    const item = { investmentId: 'inv-1', referenceId: 'INV-0A1B2C3D4E5F', campaignId: 'camp-1', campaignName: 'Nizwa Dates Cooperative', currency: 'OMR', amount: 250_000, rejectReason: current.rejectReason, rejectedAt: '2026-03-06T08:00:00Z' };
    const empty = { docs: [], totalCount: 0, displayLoadMore: false };
    const api = mockApi({
      ...base,
      'GET my-investment/get-unique-currency': ok(['OMR']),
      'GET my-investment/get-dashbord-amounts': ok({ currency: 'OMR', totalInvested: 250_000, investmentsCount: 1, campaignsCount: 1, pending: 0, distributionsToCome: 0 }),
      'GET my-investment/get-graph-data': ok([]),
      'GET my-investment/get-campaign-updates': ok(empty),
      // As the server answers: a contract leaves this list as soon as its new signature is confirmed.
      'GET my-investment/get-re-sign-contract-list': () => ok(current.state === 'rejected' ? { docs: [item], totalCount: 1, displayLoadMore: false } : empty),
      'GET my-investment': () => ok({ docs: [investment({ contractStatus: current.state, state: 'committed', status: 2 })], totalCount: 1, displayLoadMore: false }),
      'GET investment/inv-1': () => ok(investment({ contractStatus: current.state, state: 'committed', status: 2 })),
      'GET contracts/signature/inv-1': () => ok(current),
      'POST contracts/sign/inv-1': () => ok((current = { ...waiting, rejectReason: null })),
      'POST contracts/create-pdf/inv-1': () => ok((current = underReview)),
    });
    const { default: MyInvestmentsPage } = await import('./MyInvestmentsPage');
    await renderCampaignPage(<MyInvestmentsPage />, '/investments');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign again' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Your signature'), 'Huda Al Siyabi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign and send the code' }));
    await userEvent.type(await within(dialog).findByLabelText('Code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm my signature' }));
    expect(await within(dialog).findByText(/Our team reviews the contract within 48 working hours/)).toBeInTheDocument();
    // The toast follows the refresh of every query the confirmation touches, the list to sign again among them (now empty on the server).
    await screen.findByText(SIGNED_TOAST);
    expect(reSignList()).toBe(2);
    // React Query tells its observers on the next macrotask: let that render happen before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // In the row to sign again, in the table of investments, and in the dialog.
    expect(screen.getAllByText('Signed, under review')).toHaveLength(3);
    // The dialog still says so, and the row behind it too.
    expect(within(screen.getByRole('dialog')).getByText('Signed, under review')).toBeInTheDocument();
  });
});
