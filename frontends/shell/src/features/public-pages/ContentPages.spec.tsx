import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import ContentPage from './ContentPage';
import FaqPage from './FaqPage';
import HelpCenterPage from './HelpCenterPage';
import HelpQuestionListPage from './HelpQuestionListPage';
import HelpSingleQuestionPage from './HelpSingleQuestionPage';

const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });
const help = [
  {
    category: 'investing',
    title: 'Investing',
    description: 'Eligibility and minimum amounts.',
    faqs: [
      { id: 'q1', category: 'investing', question: 'Who can invest?', answer: '<p>Anyone aged 18 or over.</p>' },
      { id: 'q2', category: 'investing', question: 'What is the minimum investment?', answer: '<p>OMR 10.</p>' },
    ],
  },
  {
    category: 'wallet',
    title: 'Wallet',
    description: 'Deposits and withdrawals.',
    faqs: [{ id: 'q3', category: 'wallet', question: 'How do I top up?', answer: '<p>By bank transfer to your wallet.</p>' }],
  },
];

describe('content pages (shell public pages)', () => {
  it('[A2.3] /content-page/{slug} renders the page from content-page/pages/{slug}', async () => {
    const api = mockApi({ 'GET content-page/pages/about-us1-2': ok({ slug: 'about-us1-2', title: 'About us', content: '<h2>Who we are</h2><p>A platform.</p>' }) });
    await renderPage(<ContentPage />, { route: '/content-page/about-us1-2', path: '/content-page/:contentpage' });
    expect(await screen.findByRole('heading', { name: 'About us', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who we are', level: 2 })).toBeInTheDocument();
    expect(api.calls[0].url).toContain('lng=en');
  });

  it('[A2.3] /terms and /project-guidelines read their seeded slugs', async () => {
    mockApi({ 'GET content-page/pages/terms': ok({ slug: 'terms', title: 'Terms of Use', content: '<p>Terms.</p>' }) });
    await renderPage(<ContentPage slug="terms" />, { route: '/terms' });
    expect(await screen.findByRole('heading', { name: 'Terms of Use' })).toBeInTheDocument();
  });

  it('[A8.3] an unknown slug shows "No record found"', async () => {
    mockApi({});
    await renderPage(<ContentPage />, { route: '/content-page/nope', path: '/content-page/:contentpage' });
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });

  it('[A8.3] a failed read (not 404) offers to try again', async () => {
    mockApi({ 'GET content-page/pages/terms': { status: 503, body: { status: 'fail', message: 'Service unavailable' } } });
    await renderPage(<ContentPage slug="terms" />, { route: '/terms' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('[A2.3] /faq groups the questions by category as disclosures', async () => {
    mockApi({ 'GET content-page/faqs/front': ok(help) });
    await renderPage(<FaqPage />, { route: '/faq' });
    expect(await screen.findByRole('heading', { name: 'Investing', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wallet', level: 2 })).toBeInTheDocument();
    await userEvent.click(screen.getByText('How do I top up?'));
    expect(screen.getByText('By bank transfer to your wallet.')).toBeVisible();
  });

  it('[A8.3] /faq without questions says "No results found"', async () => {
    mockApi({ 'GET content-page/faqs/front': ok([]) });
    await renderPage(<FaqPage />, { route: '/faq' });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('[A2.3] /help-center lists the categories with their question counts and searches every question', async () => {
    mockApi({ 'GET content-page/faqs/front': ok(help) });
    await renderPage(<HelpCenterPage />, { route: '/help-center' });
    const investing = await screen.findByRole('link', { name: /Investing/ });
    expect(investing).toHaveAttribute('href', '/help-center/question-list?category=investing');
    expect(investing).toHaveTextContent('Questions: 2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'bank transfer');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'How do I top up?' })).toHaveAttribute(
      'href',
      '/help-center/single-question?category=wallet&id=q3',
    );
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('[A2.3] /help-center/question-list?category= lists that category (content-page/faqs/front?category=)', async () => {
    const api = mockApi({ 'GET content-page/faqs/front': ok([help[0]]) });
    await renderPage(<HelpQuestionListPage />, { route: '/help-center/question-list?category=investing' });
    expect(await screen.findByRole('heading', { name: 'Investing', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What is the minimum investment?' })).toHaveAttribute(
      'href',
      '/help-center/single-question?category=investing&id=q2',
    );
    expect(api.calls[0].url).toContain('category=investing');
  });

  it('[A8.3] an unknown category shows "No record found"', async () => {
    mockApi({ 'GET content-page/faqs/front': ok([]) });
    await renderPage(<HelpQuestionListPage />, { route: '/help-center/question-list?category=nope' });
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });

  it('[A2.3] /help-center/single-question shows the answer and the other questions of its category', async () => {
    mockApi({ 'GET content-page/faqs/front': ok([help[0]]) });
    await renderPage(<HelpSingleQuestionPage />, { route: '/help-center/single-question?category=investing&id=q1' });
    expect(await screen.findByRole('heading', { name: 'Who can invest?', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Anyone aged 18 or over.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What is the minimum investment?' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Help centerInvestingWho can invest?');
  });

  it('[A8.3] an unknown question shows "No record found"', async () => {
    mockApi({ 'GET content-page/faqs/front': ok([help[0]]) });
    await renderPage(<HelpSingleQuestionPage />, { route: '/help-center/single-question?category=investing&id=zzz' });
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });
});
