import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import { fail, makeCampaign, ok, renderCampaignPage, signIn } from '../../../test/helpers';
import WizardStepPage from './WizardStepPage';

const path = '/create-campaign/fundraising-detail/:id';
const CHECK = 'POST campaigns/opening-date/check';

describe('fundraising step: the opening-date helper (C4.18)', () => {
  beforeEach(signIn);

  it('[C4.18][C8.4] an unknown time zone shows the server’s message beside the time zone field', async () => {
    const campaign = makeCampaign();
    const api = mockApi({
      [`GET equities/${campaign.id}`]: ok(campaign),
      [CHECK]: (call) =>
        (call.body as { timezone: string }).timezone === 'Mars/Olympus'
          ? fail(400, 'Validation failed', [{ field: 'timezone', msg: 'Invalid timezone' }])
          : ok({ opened: false, opensAt: '2099-03-01T06:00:00.000Z' }),
    });
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/fundraising-detail/${campaign.id}`, { path });
    await userEvent.type(await screen.findByLabelText(/^Opening date/), '2099-03-01');
    const zone = screen.getByLabelText(/^Time zone/);
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Mars/Olympus');
    await waitFor(() => expect(screen.getByLabelText(/^Time zone/)).toHaveAccessibleDescription(/Invalid timezone/), { timeout: 3000 });
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    const last = api.calls.filter((c) => `${c.method} ${new URL(c.url, 'http://x').pathname}`.endsWith('campaigns/opening-date/check')).at(-1);
    expect(last?.body).toEqual({ openDate: '2099-03-01', openTime: '00:00', timezone: 'Mars/Olympus' });
    // The other fields are not blamed.
    expect(screen.getByLabelText(/^Opening date/)).not.toHaveAttribute('aria-invalid');

    // Fixing the zone clears the message and says when the campaign opens.
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Asia/Muscat');
    expect(await screen.findByText(/^Opens .*2099.*\(your time\)$/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(zone).not.toHaveAttribute('aria-invalid');
  });

  it('[C8.4] a wrong date or time from the server shows beside that field, unchanged', async () => {
    const campaign = makeCampaign();
    mockApi({
      [`GET equities/${campaign.id}`]: ok(campaign),
      [CHECK]: fail(400, 'Validation failed', [{ field: 'openTime', msg: 'Invalid time format, use HH:mm (24-hour)' }]),
    });
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/fundraising-detail/${campaign.id}`, { path });
    await userEvent.type(await screen.findByLabelText(/^Opening date/), '2099-03-01');
    await waitFor(() => expect(screen.getByLabelText(/^Opening time/)).toHaveAccessibleDescription(/Invalid time format, use HH:mm \(24-hour\)/), { timeout: 3000 });
  });

  it('[C4.18] an opening moment already passed is said so', async () => {
    const campaign = makeCampaign();
    mockApi({ [`GET equities/${campaign.id}`]: ok(campaign), [CHECK]: ok({ opened: true, opensAt: '2020-01-01T04:00:00.000Z' }) });
    await renderCampaignPage(<WizardStepPage />, `/create-campaign/fundraising-detail/${campaign.id}`, { path });
    await userEvent.type(await screen.findByLabelText(/^Opening date/), '2020-01-01');
    expect(await screen.findByText(/has passed: the campaign opens as soon as it is approved/, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
