import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { ADMIN_ME, ok, page, paramsOf, setup, signIn } from '../../../shared/test-helpers';
import FaqsSection from './FaqsSection';

const t3 = (en: string) => ({ ar: `${en} ع`, en, fr: `${en} fr` });
const FAQS = [
  {
    id: 'q1',
    category: 'account',
    question: t3('How do I verify?'),
    answer: t3('Upload your ID.'),
    showInFooter: true,
    sortOrder: 1,
    status: true,
  },
  { id: 'q2', category: 'investing', question: t3('Minimum?'), answer: t3('OMR 10'), showInFooter: false, sortOrder: 1, status: true },
];
const CATEGORIES = [
  { id: 'c1', key: 'account', name: 'Account' },
  { id: 'c2', key: 'investing', name: 'Investing' },
];

describe('FaqsSection (admin)', () => {
  beforeEach(signIn);

  it('shows category names, filters by category and adds a question in every language', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET manage-options/faq-category': ok(CATEGORIES),
      'GET content-page/faqs': (call) => {
        const category = paramsOf(call.url).get('category');
        return page(category ? FAQS.filter((f) => f.category === category) : FAQS);
      },
      'POST content-page/faqs': (call) => ok({ id: 'q3', ...(call.body as object) }),
    });
    await renderPage(<FaqsSection />, { route: '/admin?section=faqs', setup });
    const row = (await screen.findByRole('rowheader', { name: 'How do I verify?' })).closest('tr')!;
    expect(await within(row).findByText('Account')).toBeInTheDocument();
    expect(within(row).getByText('In footer')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'investing');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'How do I verify?' })).not.toBeInTheDocument());
    expect(paramsOf(calls.filter((c) => c.url.includes('/content-page/faqs')).at(-1)!.url).get('category')).toBe('investing');

    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a question' });
    // The filter's category is preselected.
    expect(within(dialog).getByRole('combobox', { name: /Category/ })).toHaveValue('investing');
    for (const language of ['Arabic', 'English', 'French']) {
      await userEvent.type(within(dialog).getByRole('textbox', { name: `Question (${language})` }), `Q ${language}`);
      await userEvent.type(within(dialog).getByRole('textbox', { name: `Answer (${language})` }), `A ${language}`);
    }
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show in the footer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      category: 'investing',
      question: { ar: 'Q Arabic', en: 'Q English', fr: 'Q French' },
      answer: { ar: 'A Arabic', en: 'A English', fr: 'A French' },
      sortOrder: 0,
      showInFooter: true,
      status: true,
    });
    expect(await screen.findByText('Question added')).toBeInTheDocument();
  });
});
