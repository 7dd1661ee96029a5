import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { ADMIN_ME, fail, ok, page, setup, signIn } from '../../../shared/test-helpers';
import CurrenciesSection from './CurrenciesSection';
import OptionListsSection from './OptionListsSection';

const t3 = (en: string, ar = `${en} ع`) => ({ ar, en, fr: `${en} fr` });
const record = { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };

describe('currencies and option lists (admin, issue 38)', () => {
  beforeEach(signIn);

  it('[A7.8] lists the currencies, refuses a code that is not three capitals before asking, and adds one; the default cannot be deleted', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET currencies': page([
        { id: 'omr', ...record, code: 'OMR', numericCode: '512', symbol: 'ر.ع.', name: t3('Omani rial', 'ريال عماني'), decimals: 3, isDefault: true, status: true, sortOrder: 1 },
        { id: 'usd', ...record, code: 'USD', numericCode: '840', symbol: '$', name: t3('US dollar'), decimals: 2, isDefault: false, status: true, sortOrder: 2 },
      ]),
      'POST currencies': (call) => ok({ id: 'aed', ...record, ...(call.body as object) }),
    });
    await renderPage(<CurrenciesSection />, { route: '/admin?section=currencies', setup });
    const omr = (await screen.findByRole('rowheader', { name: 'OMR' })).closest('tr')!;
    expect(omr).toHaveTextContent('Omani rial');
    expect(within(omr).getByText('Default')).toBeInTheDocument();
    expect(within(omr).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('rowheader', { name: 'USD' }).closest('tr')!).getByRole('button', { name: /Delete/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add currency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a currency' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^ISO code/ }), 'aed');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^ISO number/ }), '784');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Symbol/ }), 'د.إ');
    for (const language of ['Arabic', 'English', 'French']) await userEvent.type(within(dialog).getByRole('textbox', { name: `Name (${language})` }), `Dirham ${language}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter the three capital letters of the ISO code')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const code = within(dialog).getByRole('textbox', { name: /^ISO code/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'AED');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ code: 'AED', numericCode: '784', symbol: 'د.إ', decimals: 3, name: { ar: 'Dirham Arabic', en: 'Dirham English', fr: 'Dirham French' } });
  });

  it('[A7.8] option lists: one list at a time, chosen by name; an option the server finds already there is refused on its key (Arabic)', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET manage-options/admin/company-industry': page([{ id: 'o1', ...record, listKey: 'company-industry', key: 'fintech', name: t3('Financial technology', 'التقنية المالية'), extra: null, sortOrder: 1, status: true }]),
      'GET manage-options/admin/employment-status': page([{ id: 'o2', ...record, listKey: 'employment-status', key: 'retired', name: t3('Retired', 'متقاعد'), extra: null, sortOrder: 1, status: false }]),
      'POST manage-options/employment-status': fail(409, 'هذا السجل موجود بالفعل'),
    });
    await renderPage(<OptionListsSection />, { route: '/admin?section=option-lists', setup, language: 'ar' });
    expect(await screen.findByRole('rowheader', { name: 'التقنية المالية' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'القائمة' }), 'employment-status');
    const retired = (await screen.findByRole('rowheader', { name: 'متقاعد' })).closest('tr')!;
    expect(retired).toHaveTextContent('مخفي');
    await userEvent.click(screen.getByRole('button', { name: 'إضافة خيار' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة خيار إلى «الحالات الوظيفية»' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^المفتاح/ }), 'retired');
    for (const language of ['العربية', 'الإنجليزية', 'الفرنسية']) await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(`^الاسم \\(${language}\\)`) }), 'متقاعد');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إضافة' }));
    expect(await within(dialog).findByText('هذا السجل موجود بالفعل')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url).toContain('/manage-options/employment-status');
  });
});
