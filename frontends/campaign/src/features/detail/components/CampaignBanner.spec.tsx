import { screen } from '@testing-library/react';
import { mockApi } from '@cf/web-tools/testing/render';
import { makeCampaign, renderCampaignPage } from '../../../test/helpers';
import { CampaignBanner } from './CampaignBanner';

const live = (overrides: Parameters<typeof makeCampaign>[0] = {}) => makeCampaign({ status: 2, statusKey: 'active', isOwner: false, canEdit: false, campaignName: 'Sur Dhow Tours', coverImage: '/api/v1/files/images/cover.png', ...overrides });

describe('campaign banner (C2.4)', () => {
  it('[C5.1] a campaign pitched by video plays it where the cover would be, through the privacy-enhanced player', async () => {
    mockApi({});
    const story = { ...makeCampaign().story, uploadType: 'video' as const, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
    await renderCampaignPage(<CampaignBanner campaign={live({ story })} />, '/');
    const player = screen.getByTitle('The pitch video of Sur Dhow Tours');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(screen.queryByAltText(/Sur Dhow Tours/)).toBeNull();
  });

  it('[C2.4] a campaign pitched by image shows its cover', async () => {
    mockApi({});
    await renderCampaignPage(<CampaignBanner campaign={live()} />, '/');
    expect(screen.queryByTitle(/pitch video/)).toBeNull();
    expect(document.querySelector('.campaign-banner__media img')).toHaveAttribute('src', '/api/v1/files/images/cover.png');
  });

  it('[C3.5] texts the company wrote in another language than the reader\'s are marked with it, and say so', async () => {
    mockApi({});
    await renderCampaignPage(<CampaignBanner campaign={live({ campaignName: 'رحلات صور', about: 'رحلات بالسفن التقليدية.', textLanguage: 'ar' })} />, '/');
    expect(screen.getByText('رحلات بالسفن التقليدية.')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('The company wrote this in Arabic.')).toBeInTheDocument();
  });
});
