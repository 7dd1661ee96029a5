import { screen, waitFor as vi_waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import { makeCampaign, ok, renderCampaignPage, signIn } from '../../../test/helpers';
import WizardStepPage from './WizardStepPage';

const path = '/create-campaign/story/:id';

describe('story step: the video claim (C9.7)', () => {
  beforeEach(signIn);

  it('[C9.7] choosing video shows that campaigns with video raise 105% more and that 2–3 minutes is advised', async () => {
    const campaign = makeCampaign();
    mockApi({ [`GET equities/${campaign.id}`]: ok(campaign) });
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/story/${campaign.id}`, { path });
    await screen.findByLabelText(/^Campaign name\b(?! \()/);
    expect(screen.queryByText(/105%/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Video' }));
    expect(screen.getByText('Campaigns with a video raise 105% more. Two to three minutes works best.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Image' }));
    expect(screen.queryByText(/105%/)).not.toBeInTheDocument();
  });

  it('[C9.7] the claim is in Arabic and in French', async () => {
    const campaign = makeCampaign({ story: { uploadType: 'video', campaignName: 'Sur Dhow Tours', videoUrl: 'https://vimeo.com/76979871', coverImage: null, campaignStory: null, campaignStoryAr: null, highlights: [], about: null } });
    mockApi({ [`GET equities/${campaign.id}`]: ok(campaign) });
    const first = await renderCampaignPage(<WizardStepPage />, `/create-campaign/story/${campaign.id}`, { path, language: 'ar' });
    expect(await screen.findByText('الحملات التي تتضمن فيديو تجمع أكثر بنسبة ١٠٥٪. يُنصح بمدة دقيقتين إلى ثلاث.')).toBeInTheDocument();
    first.unmount();
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/story/${campaign.id}`, { path, language: 'fr' });
    expect(await screen.findByText('Les campagnes avec une vidéo lèvent 105 % de plus. Deux à trois minutes conviennent le mieux.')).toBeInTheDocument();
  });

  it('[C3.5] the owner writes the name, summary and highlights in Arabic and adds them in English; French stays empty', async () => {
    const campaign = makeCampaign();
    const { calls } = mockApi({ [`GET equities/${campaign.id}`]: ok(campaign), [`PATCH campaign/campaign-story/${campaign.id}`]: ok(campaign) });
    const saved = () => calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/story/${campaign.id}`, { path });
    await userEvent.selectOptions(await screen.findByLabelText(/^Language of the name/), 'ar');
    // The other languages are now English and French, each field named with its language.
    expect(screen.queryByLabelText(/^Campaign name \(Arabic\)/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Campaign name \(English\)/), 'Dhofar Frankincense');
    await userEvent.type(screen.getByLabelText(/^Highlights \(English\)/), 'Export licence');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi_waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({ textLanguage: 'ar', translations: { en: { campaignName: 'Dhofar Frankincense', about: null, highlights: ['Export licence'] }, fr: { campaignName: null, highlights: [] } } });
  });
});
