import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { ADMIN_ME, fail, ok, setup, signIn } from '../../../shared/test-helpers';
import PlatformSettingsSection from './PlatformSettingsSection';

const sections = {
  campaign: { currencyCode: 'OMR', minimumGoal: 5_000_000, maximumGoal: 1_000_000_000, minimumInvestment: 10_000, fixedMaxDays: 60, fixedExtendable: 'yes', fixedExtendedMaxDays: 90, flexibleMaxDays: 120, equityEnabled: 'yes', equityWithDividendsEnabled: 'yes', debtEnabled: 'yes' },
  revenue: { siteFeeType: 'percentage', siteFeePercentage: 5, siteFeeFixed: 0, vatPercentage: 5, flexibleGoalReachedFeePercentage: 5, flexibleGoalMissedFeePercentage: 7.5, fixedSuccessFeePercentage: 5 },
  'payment-gateway': { wallet: 'yes', sandbox: 'yes', stripe: 'no', paymob: 'no', paypal: 'no', offlineBankTransfer: 'yes' },
  'child-account': { childAccountEnabled: 'yes', minimumInvestments: 1, maximumAge: 18, perTransactionLimit: 1_000_000, perCampaignLimit: 2_000_000, perMonthLimit: 3_000_000, perYearLimit: 10_000_000, totalLimit: 20_000_000 },
  'social-login': { googleEnabled: 'no', googleClientId: '', facebookEnabled: 'no', facebookAppId: '', linkedinEnabled: 'no', linkedinClientId: '' },
};

describe('platform settings (admin, A3.5, A4.5, A7.8)', () => {
  beforeEach(signIn);

  it('[A3.5] shows the stored campaign settings in rials, sends only what changed in baisa, and puts a refused rule beside its field', async () => {
    let refuse = true;
    const api = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET site-setting/sections': ok(sections),
      'PATCH campaign-setting': () => (refuse ? fail(400, 'Validation failed', [{ field: 'minimumInvestment', msg: 'The minimum investment must not exceed the minimum goal' }]) : ok(sections.campaign)),
    });
    await renderPage(<PlatformSettingsSection />, { route: '/admin?section=platform-settings', setup });
    const minimumGoal = await screen.findByLabelText(/^Minimum goal/);
    expect(minimumGoal).toHaveValue('5000.000');
    expect(screen.getByLabelText(/^Minimum investment/)).toHaveValue('10.000');
    const investment = screen.getByLabelText(/^Minimum investment/);
    await userEvent.clear(investment);
    await userEvent.type(investment, '6000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ minimumInvestment: 6_000_000 }));
    expect(await screen.findByText('The minimum investment must not exceed the minimum goal')).toBeInTheDocument();
    refuse = false;
    await userEvent.clear(investment);
    await userEvent.type(investment, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ minimumInvestment: 12_500 }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('[A3.5] fees refuse a percentage with more than 2 decimals before sending (Arabic)', async () => {
    const api = mockApi({ 'GET users/me': ok(ADMIN_ME), 'GET site-setting/sections': ok(sections) });
    await renderPage(<PlatformSettingsSection />, { route: '/admin?section=platform-settings', setup, language: 'ar' });
    await userEvent.click(await screen.findByRole('tab', { name: 'الرسوم وضريبة القيمة المضافة' }));
    const panel = screen.getByRole('tabpanel');
    const vat = within(panel).getByLabelText(/^ضريبة القيمة المضافة/);
    await userEvent.clear(vat);
    await userEvent.type(vat, '5.125');
    await userEvent.click(within(panel).getByRole('button', { name: 'حفظ' }));
    expect(within(panel).getByText('أدخل نسبة من 0 إلى 100 بمنزلتين عشريتين كحد أقصى')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('[A1.3] ways to pay: switching the bank transfer off sends only that switch to payment-gateway', async () => {
    const api = mockApi({ 'GET users/me': ok(ADMIN_ME), 'GET site-setting/sections': ok(sections), 'PATCH payment-gateway': ok({ ...sections['payment-gateway'], offlineBankTransfer: 'no' }) });
    await renderPage(<PlatformSettingsSection />, { route: '/admin?section=platform-settings', setup });
    await userEvent.click(await screen.findByRole('tab', { name: 'Ways to pay' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(/its provider is configured on the server/)).toBeInTheDocument();
    expect(within(panel).getByLabelText(/^PayPal/)).toHaveValue('no');
    await userEvent.selectOptions(within(panel).getByLabelText(/^Bank transfer/), 'no');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ offlineBankTransfer: 'no' }));
  });
});
