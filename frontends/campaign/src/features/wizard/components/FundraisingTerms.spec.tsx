import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import type { CampaignFull } from '@cf/contracts/rest';
import ar from '../../../i18n/ar.json';
import { fail, makeCampaign, ok, renderCampaignPage, signIn } from '../../../test/helpers';
import WizardStepPage from './WizardStepPage';

const path = '/create-campaign/fundraising-detail/:id';
const termsCalls = (api: ReturnType<typeof mockApi>, id: string) => api.calls.filter((c) => c.method === 'PATCH' && c.url.includes(`campaign/campaign-terms/${id}`));

function setup(campaign: CampaignFull, termsAnswer: Parameters<typeof mockApi>[0][string] = ok(campaign)) {
  return mockApi({
    [`GET equities/${campaign.id}`]: ok(campaign),
    [`PATCH campaign/fundraising-detail/${campaign.id}`]: ok(campaign),
    [`PATCH campaign/campaign-terms/${campaign.id}`]: termsAnswer,
  });
}
async function typeInto(label: RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('fundraising step: campaign terms ranges, shares, convertible note and site fee (C3.7)', () => {
  beforeEach(signIn);

  it('[C3.7] an equity campaign sends the min/max pairs, shares, convertible note and site fee (amounts in baisa)', async () => {
    const campaign = makeCampaign();
    const api = setup(campaign);
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/fundraising-detail/${campaign.id}`, { path });
    await screen.findByLabelText(/^Total shares offered/);
    await typeInto(/^Total shares offered/, '10000');
    await typeInto(/^Minimum shares offered/, '10');
    await typeInto(/^Maximum shares offered/, '500');
    await typeInto(/^Available shares/, '8000');
    await typeInto(/^Equity offered \(%\)/, '10');
    await typeInto(/^Minimum equity offered/, '5');
    await typeInto(/^Maximum equity offered/, '12.5');
    await typeInto(/^Pre-money valuation \(OMR\)/, '450000');
    await typeInto(/^Minimum pre-money valuation/, '400000.5');
    await typeInto(/^Maximum pre-money valuation/, '500000');
    await userEvent.selectOptions(screen.getByLabelText(/^Site fee type/), 'fixed');
    await typeInto(/^Site fee$/, '25.75');
    await typeInto(/^Maturity date/, '2028-06-30');
    await typeInto(/^Purchase value/, '1000.125');
    await typeInto(/^Conversion trigger/, 'Next priced round');
    await typeInto(/^Note terms/, '20% discount, 2 years');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(termsCalls(api, campaign.id)).toHaveLength(1));
    expect(termsCalls(api, campaign.id)[0]!.body).toEqual({
      totalSharesOffered: 10000,
      minimumShares: 10,
      maximumShares: 500,
      availableShares: 8000,
      equityAvailable: 10,
      equityAvailableMin: 5,
      equityAvailableMax: 12.5,
      pricePerShare: null,
      preMoneyValuation: 450_000_000,
      preMoneyValuationMin: 400_000_500,
      preMoneyValuationMax: 500_000_000,
      convertibleNote: { maturityDate: '2028-06-30', conversionTrigger: 'Next priced round', noteTerms: '20% discount, 2 years', purchaseValue: 1_000_125 },
      siteFee: { type: 'fixed', value: 25_750 },
    });
    // The debt-only terms are not part of an equity campaign's body.
    expect(termsCalls(api, campaign.id)[0]!.body).not.toHaveProperty('interestRateMin');
  });

  it('[C3.7] a debt campaign sends the profit-rate and term-length pairs, and a percentage site fee as a number', async () => {
    const campaign = makeCampaign({ termsSlug: 'debt', fundraising: { ...makeCampaign().fundraising, termsSlug: 'debt' } });
    const api = setup(campaign);
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/fundraising-detail/${campaign.id}`, { path });
    await screen.findByLabelText(/^Minimum profit rate per year/);
    expect(screen.queryByLabelText(/^Total shares offered/)).not.toBeInTheDocument();
    // [C4.8] the valuation stays (the specification asks it of debt too), explained for lenders; its range is equity's.
    expect(screen.getByLabelText(/^Pre-money valuation/)).toHaveAccessibleDescription(/lenders read it beside the amount it borrows/);
    expect(screen.queryByLabelText(/^Minimum pre-money valuation/)).not.toBeInTheDocument();
    await typeInto(/^Profit rate per year/, '8');
    await typeInto(/^Minimum profit rate per year/, '6');
    await typeInto(/^Maximum profit rate per year/, '9.5');
    await typeInto(/^Term length \(months\)/, '24');
    await typeInto(/^Minimum term length/, '12');
    await typeInto(/^Maximum term length/, '36');
    await userEvent.selectOptions(screen.getByLabelText(/^Site fee type/), 'percentage');
    await typeInto(/^Site fee$/, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(termsCalls(api, campaign.id)).toHaveLength(1));
    expect(termsCalls(api, campaign.id)[0]!.body).toMatchObject({
      interestRate: 8,
      interestRateMin: 6,
      interestRateMax: 9.5,
      termLength: 24,
      termLengthMin: 12,
      termLengthMax: 36,
      preMoneyValuationMin: null,
      preMoneyValuationMax: null,
      convertibleNote: null,
      siteFee: { type: 'percentage', value: 2.5 },
    });
    expect(termsCalls(api, campaign.id)[0]!.body).not.toHaveProperty('equityAvailableMin');
  });

  it('[C5.6][C3.7] a minimum above its maximum is refused beside the maximum, and nothing is saved', async () => {
    const campaign = makeCampaign();
    const api = setup(campaign);
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/fundraising-detail/${campaign.id}`, { path });
    await screen.findByLabelText(/^Minimum equity offered/);
    await typeInto(/^Minimum equity offered/, '20');
    await typeInto(/^Maximum equity offered/, '5');
    await typeInto(/^Minimum pre-money valuation/, '500000');
    await typeInto(/^Maximum pre-money valuation/, '400000');
    await typeInto(/^Minimum shares offered/, '100');
    await typeInto(/^Maximum shares offered/, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const equityMax = screen.getByLabelText(/^Maximum equity offered/);
    expect(equityMax).toHaveAttribute('aria-invalid', 'true');
    expect(equityMax).toHaveAccessibleDescription(/The minimum must not be above the maximum/);
    expect(screen.getByLabelText(/^Maximum pre-money valuation/)).toHaveAccessibleDescription(/The minimum must not be above the maximum/);
    expect(screen.getByLabelText(/^Maximum shares offered/)).toHaveAccessibleDescription(/The minimum must not be above the maximum/);
    expect(screen.getByLabelText(/^Minimum equity offered/)).not.toHaveAttribute('aria-invalid');
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    // Fixed: the message goes and the save goes through.
    await typeInto(/^Maximum equity offered/, '25');
    await typeInto(/^Maximum pre-money valuation/, '600000');
    await typeInto(/^Maximum shares offered/, '200');
    expect(screen.getByLabelText(/^Maximum equity offered/)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(termsCalls(api, campaign.id)).toHaveLength(1));
    expect(termsCalls(api, campaign.id)[0]!.body).toMatchObject({ equityAvailableMin: 20, equityAvailableMax: 25, preMoneyValuationMin: 500_000_000, preMoneyValuationMax: 600_000_000 });
  });

  it('[C5.6][C3.7] a debt profit rate outside its min/max pair is refused with a message', async () => {
    const campaign = makeCampaign({ termsSlug: 'debt', fundraising: { ...makeCampaign().fundraising, termsSlug: 'debt' } });
    const api = setup(campaign);
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/fundraising-detail/${campaign.id}`, { path });
    await screen.findByLabelText(/^Minimum profit rate per year/);
    await typeInto(/^Profit rate per year/, '12');
    await typeInto(/^Minimum profit rate per year/, '6');
    await typeInto(/^Maximum profit rate per year/, '9');
    await typeInto(/^Minimum term length/, '36');
    await typeInto(/^Maximum term length/, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByLabelText(/^Profit rate per year/)).toHaveAccessibleDescription(/The value must be between the minimum and the maximum/);
    expect(screen.getByLabelText(/^Maximum term length/)).toHaveAccessibleDescription(/The minimum must not be above the maximum/);
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('[C5.8][C8.1] the service’s bound and nested terms messages show beside their fields, unchanged', async () => {
    const campaign = makeCampaign();
    setup(
      campaign,
      fail(400, 'Validation failed', [
        { field: 'preMoneyValuation', msg: 'The pre-money valuation must be at least OMR 50,000' },
        { field: 'siteFee.value', msg: 'Please enter a valid amount' },
        { field: 'convertibleNote.maturityDate', msg: 'Invalid date' },
      ]),
    );
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/fundraising-detail/${campaign.id}`, { path });
    await screen.findByLabelText(/^Pre-money valuation \(OMR\)/);
    await typeInto(/^Pre-money valuation \(OMR\)/, '100');
    await userEvent.selectOptions(screen.getByLabelText(/^Site fee type/), 'fixed');
    await typeInto(/^Site fee$/, '5');
    await typeInto(/^Maturity date/, '2028-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByLabelText(/^Pre-money valuation \(OMR\)/)).toHaveAccessibleDescription(/The pre-money valuation must be at least OMR 50,000/));
    expect(screen.getByLabelText(/^Site fee$/)).toHaveAccessibleDescription(/Please enter a valid amount/);
    expect(screen.getByLabelText(/^Maturity date/)).toHaveAccessibleDescription(/Invalid date/);
  });

  it('[C3.7] in Arabic, amounts typed with Arabic digits are sent in baisa', async () => {
    const campaign = makeCampaign();
    const api = setup(campaign);
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/fundraising-detail/${campaign.id}`, { path, language: 'ar' });
    const min = await screen.findByLabelText(new RegExp(`^${ar.fields.preMoneyValuationMin.replace(/[()%.]/g, '\\$&')}`));
    await userEvent.type(min, '٤٠٠٠٠٠٫٢٥');
    await userEvent.click(screen.getByRole('button', { name: ar.wizard.saveDraft }));
    await waitFor(() => expect(termsCalls(api, campaign.id)).toHaveLength(1));
    expect(termsCalls(api, campaign.id)[0]!.body).toMatchObject({ preMoneyValuationMin: 400_000_250 });
  });
});
