import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import { fail, makeCampaign, ok, renderCampaignPage, signIn } from '../../../test/helpers';
import WizardStepPage from './WizardStepPage';

const path = '/create-campaign/company-info/:id';

describe('campaign wizard', () => {
  beforeEach(signIn);

  it('[C2.29][C4.4] the checklist lists what is missing per step, and submitting stays off until complete', async () => {
    const campaign = makeCampaign();
    mockApi({ [`GET equities/${campaign.id}`]: ok(campaign) });
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/company-info/${campaign.id}`, { path });
    expect(await screen.findByRole('button', { name: 'Submit for review' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Checklist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ready to go live?' });
    expect(within(dialog).getByRole('list', { name: 'Missing in Company info' })).toHaveTextContent(/Company name.*Company logo/);
    expect(within(dialog).getByRole('list', { name: 'Missing in FAQs' })).toHaveTextContent('Answer: What will the money be used for?');
    expect(within(dialog).getByRole('list', { name: 'Missing in Payment detail' })).toHaveTextContent(/Bank name.*I accept the terms of use/);
    expect(within(dialog).queryByRole('list', { name: 'Missing in Story' })).not.toBeInTheDocument();
  });

  it('[C2.29][C4.4] in Arabic the checklist names a required FAQ by its Arabic question', async () => {
    const campaign = makeCampaign({ faqs: [{ id: 'faq-1', question: 'What will the money be used for?', answer: null, questionAr: 'كيف ستُستخدم الأموال؟', answerAr: null, required: true }] });
    mockApi({ [`GET equities/${campaign.id}`]: ok(campaign) });
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/company-info/${campaign.id}`, { path, language: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'قائمة التحقق' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('list', { name: 'الناقص في الأسئلة الشائعة' })).toHaveTextContent('كيف ستُستخدم الأموال؟');
    expect(dialog).not.toHaveTextContent('What will the money be used for?');
  });

  it('[C4.2][C2.12] a complete campaign is submitted after a confirmation, then thank-you opens', async () => {
    const campaign = makeCampaign({ completeness: { isAnyFieldMissing: false, steps: [] } });
    const api = mockApi({ [`GET equities/${campaign.id}`]: ok(campaign), [`POST campaigns/${campaign.id}/submit-for-review`]: ok({ ...campaign, status: 1 }) });
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/company-info/${campaign.id}`, { path });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit for review?' });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/create-campaign/thank-you/${campaign.id}`));
  });

  it('[C5.4][C5.5] save and continue shows each problem beside its field and focuses the first one', async () => {
    const campaign = makeCampaign();
    const api = mockApi({ [`GET equities/${campaign.id}`]: ok(campaign) });
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/company-info/${campaign.id}`, { path });
    await userEvent.type(await screen.findByLabelText(/^Company name/), 'Dates');
    await userEvent.type(screen.getByLabelText(/^Website/), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const name = screen.getByLabelText(/^Company name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/The company name must have at least 10 characters/);
    expect(screen.getByLabelText(/^Website/)).toHaveAccessibleDescription(/Please enter a valid web address/);
    expect(screen.getByLabelText(/^Address/)).toHaveAccessibleDescription(/This field is required/);
    expect(name).toHaveFocus();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('[C4.4][C8.1] a draft saves what was typed; the server message shows beside its field unchanged', async () => {
    const campaign = makeCampaign();
    const api = mockApi({
      [`GET equities/${campaign.id}`]: ok(campaign),
      [`PATCH equity/company-profile/${campaign.id}`]: fail(400, 'Validation failed', [{ field: 'website', msg: 'This website is not reachable' }]),
    });
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/company-info/${campaign.id}`, { path });
    await userEvent.type(await screen.findByLabelText(/^Company name/), 'Muscat Dates Company');
    await userEvent.type(screen.getByLabelText(/^Website/), 'https://dates.om');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByLabelText(/^Website/)).toHaveAccessibleDescription(/This website is not reachable/));
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({ companyName: 'Muscat Dates Company', website: 'https://dates.om', address: null });
  });

  it('[C4.4] a refresh that fails after a save keeps the step and what was typed on screen', async () => {
    const campaign = makeCampaign();
    let loads = 0;
    mockApi({
      [`GET equities/${campaign.id}`]: () => (++loads === 1 ? ok(campaign) : fail(503, 'The service is temporarily unavailable, please try again shortly')),
      [`PATCH equity/company-profile/${campaign.id}`]: ok(campaign),
    });
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/company-info/${campaign.id}`, { path });
    await userEvent.type(await screen.findByLabelText(/^Company name/), 'Muscat Dates Company');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(loads).toBeGreaterThan(1));
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Muscat Dates Company');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('[C4.4] resuming a step loads what was saved', async () => {
    const campaign = makeCampaign();
    campaign.companyProfile.companyName = 'Saved Company Name';
    mockApi({ [`GET equities/${campaign.id}`]: ok(campaign) });
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/company-info/${campaign.id}`, { path });
    expect(await screen.findByLabelText(/^Company name/)).toHaveValue('Saved Company Name');
    expect(screen.getByRole('link', { name: /Company info/ })).toHaveAttribute('aria-current', 'step');
  });
});
