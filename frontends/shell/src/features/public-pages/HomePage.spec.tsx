import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@cf/api-client';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { HomePage } from './HomePage';
import { appLink } from './links';
import RaiseCapitalPage from './RaiseCapitalPage';

const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });
const slides = [
  { id: 's1', title: 'Invest in Oman', description: 'Reviewed opportunities.', buttonText: 'Explore campaigns', link: '/campaigns', image: '', sortOrder: 1 },
  { id: 's2', title: 'Raise capital', description: 'From your community.', buttonText: 'Start', link: '/start-campaign', image: '', sortOrder: 2 },
];
const sections = {
  howItWorks: {
    title: 'How it works',
    subtitle: 'Simple and regulated.',
    investors: [{ key: 'register', icon: 'user-check', title: 'Create your account', description: 'Sign up in minutes.' }],
    raisers: [{ key: 'apply', icon: 'file-text', title: 'Apply online', description: 'Tell us about your company.' }],
  },
  statistics: { title: 'Our impact', items: [{ key: 'total-funded', label: 'Total funds raised' }] },
};
const testimonials = [{ id: 't1', name: 'Salim Al Harthy', role: 'Investor, Muscat', quote: 'Clear campaign pages.', image: '', sortOrder: 1 }];

describe('HomePage (shell public page)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });

  it('[A2.3][A7.8] shows the sliders (status=yes), how it works, testimonials and the campaign rows (or a way to browse without them)', async () => {
    const api = mockApi({
      'GET sliders/front-sliders': ok(slides),
      'GET content-page/home-page-section/front': ok(sections),
      'GET testimonials/front': ok(testimonials),
    });
    await renderPage(<HomePage />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Invest in Oman', level: 1 })).toBeInTheDocument();
    expect(api.calls.find((c) => c.url.includes('sliders/front-sliders'))?.url).toContain('status=yes');
    // Stored links are mapped to the routes of the table (A2.2).
    expect(screen.getByRole('link', { name: 'Explore campaigns' })).toHaveAttribute('href', '/browse-companies');
    expect(await screen.findByRole('tab', { name: 'For investors' })).toBeInTheDocument();
    expect(screen.getByText('Create your account')).toBeInTheDocument();
    expect(await screen.findByText('Clear campaign pages.')).toBeInTheDocument();
    // The campaign rows are the campaign remote's widget; without the remote (no manifest here) the
    // region still leads to browse.
    const campaigns = screen.getByRole('region', { name: 'Open campaigns' });
    expect(await within(campaigns).findByRole('link', { name: 'Browse companies' })).toHaveAttribute('href', '/browse-companies');
    // Statistics have labels only (no figures yet): the block stays hidden.
    expect(screen.queryByText('Our impact')).not.toBeInTheDocument();
  });

  it('moves between slides with previous/next and the dots, without rotating on its own', async () => {
    mockApi({ 'GET sliders/front-sliders': ok(slides), 'GET content-page/home-page-section/front': ok({}), 'GET testimonials/front': ok([]) });
    await renderPage(<HomePage />, { route: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('heading', { name: 'Raise capital', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('heading', { name: 'Invest in Oman', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('heading', { name: 'Raise capital', level: 1 })).toBeInTheDocument();
  });

  it('without slides (or when they fail) the platform hero shows; other blocks still render', async () => {
    mockApi({ 'GET content-page/home-page-section/front': ok(sections), 'GET testimonials/front': ok(testimonials) });
    await renderPage(<HomePage />, { route: '/' });
    expect(await screen.findByRole('heading', { name: "Invest in Oman's growing companies", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Clear campaign pages.')).toBeInTheDocument();
  });

  it('[A2.3] /raise-capital: the companies steps and the raising questions from the site service', async () => {
    mockApi({
      'GET content-page/home-page-section/front': ok(sections),
      'GET content-page/faqs/front': ok([
        {
          category: 'raising',
          title: 'Raising funds',
          description: '',
          faqs: [{ id: 'r1', category: 'raising', question: 'Which companies can raise funds?', answer: '<p>Omani companies.</p>' }],
        },
      ]),
    });
    await renderPage(<RaiseCapitalPage />, { route: '/raise-capital' });
    expect(screen.getByRole('heading', { name: 'Raise capital from your community', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Apply online')).toBeInTheDocument();
    expect(await screen.findByText('Which companies can raise funds?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account to start' })).toHaveAttribute('href', '/signup');
  });
});

describe('appLink', () => {
  it('maps stored paths to the route table and keeps external links', () => {
    expect(appLink('/campaigns')).toEqual({ to: '/browse-companies', external: false });
    expect(appLink('/start-campaign?x=1')).toEqual({ to: '/raise-capital?x=1', external: false });
    expect(appLink('/page/about-us1-2')).toEqual({ to: '/content-page/about-us1-2', external: false });
    expect(appLink('https://example.om')).toEqual({ to: 'https://example.om', external: true });
    expect(appLink('javascript:alert(1)')).toEqual({ to: '/', external: false });
  });
});
