import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import { fail, ok, renderSettingsPage, signIn } from '../../../shared/test-helpers';
import EmailPreferencesPage from './EmailPreferencesPage';

const prefs = { id: 'p1', investedCampaign: true, savedCampaign: false, newInvestment: true, newComment: true, newUpdateFromOwner: false };

describe('EmailPreferencesPage (settings remote)', () => {
  beforeEach(signIn);

  it('[A3.13][A7.7] shows the five switches as GET email-preferences answers (a one-element list)', async () => {
    mockApi({ 'GET email-preferences': ok([prefs]) });
    await renderSettingsPage(<EmailPreferencesPage />, '/settings/email-preferences');
    expect(await screen.findByRole('switch', { name: 'Campaigns I invested in' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Saved campaigns' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'New investments' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'New comments' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Updates from campaign owners' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(5);
  });

  it('[A7.7][A4.1] a switch PATCHes email-preferences/{id} with that field only and confirms', async () => {
    const api = mockApi({
      'GET email-preferences': ok([prefs]),
      'PATCH email-preferences/p1': ok({ ...prefs, savedCampaign: true, message: 'Email preferences updated' }),
    });
    await renderSettingsPage(<EmailPreferencesPage />, '/settings/email-preferences');
    await userEvent.click(await screen.findByRole('switch', { name: 'Saved campaigns' }));
    expect(await screen.findByText('Email preferences updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Saved campaigns' })).toBeChecked());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ savedCampaign: true });
  });

  it('[A8.1] a refused change keeps the saved value and shows the server message', async () => {
    mockApi({ 'GET email-preferences': ok([prefs]), 'PATCH email-preferences/p1': fail(404, 'No record found') });
    await renderSettingsPage(<EmailPreferencesPage />, '/settings/email-preferences');
    await userEvent.click(await screen.findByRole('switch', { name: 'New comments' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No record found');
    expect(screen.getByRole('switch', { name: 'New comments' })).toBeChecked();
  });

  it('a failed read says so and offers to try again', async () => {
    mockApi({ 'GET email-preferences': fail(500, 'Service unavailable') });
    await renderSettingsPage(<EmailPreferencesPage />, '/settings/email-preferences');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('[A1.4] reads in Arabic', async () => {
    mockApi({ 'GET email-preferences': ok([prefs]) });
    await renderSettingsPage(<EmailPreferencesPage />, '/settings/email-preferences', 'ar');
    expect(await screen.findByRole('heading', { name: 'تفضيلات البريد الإلكتروني', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'الحملات المحفوظة' })).not.toBeChecked();
  });
});
