import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, useApiLanguage, type AdminFaq } from '@cf/api-client';
import { Badge, Select } from '@cf/ui';
import type { FieldDef } from '../../../shared/form-model';
import { usePick } from '../../../shared/localized';
import { ResourceSection, type Column } from '../../../shared/ResourceSection';
import { ADMIN_KEY } from '../../../shared/admin-queries';

/** FAQs of the help centre: category, question and answer per language, footer flag, order. */
export default function FaqsSection() {
  const { t } = useTranslation('admin');
  const pick = usePick();
  const lng = useApiLanguage();
  const [category, setCategory] = useState('');
  const categories = useQuery({ queryKey: [ADMIN_KEY, 'faq-categories', lng], queryFn: () => adminApi.options('faq-category') });
  const categoryOptions = useMemo(() => (categories.data ?? []).map((c) => ({ value: c.key, label: c.name })), [categories.data]);
  const categoryName = (key: string) => categoryOptions.find((c) => c.value === key)?.label ?? key;

  const fields = useMemo<FieldDef[]>(
    () => [
      {
        name: 'category',
        kind: 'select',
        label: t('faqs.category'),
        required: true,
        placeholder: t('faqs.chooseCategory'),
        options: categoryOptions,
        hint: categories.isError ? t('faqs.categoriesFailed') : undefined,
      },
      { name: 'question', kind: 'localized', label: t('faqs.question'), max: 300 },
      { name: 'answer', kind: 'localized', label: t('faqs.answer'), hint: t('faqs.answerHint'), max: 10000, multiline: true, rows: 4 },
      { name: 'sortOrder', kind: 'number', label: t('common.order'), hint: t('common.orderHint') },
      { name: 'showInFooter', kind: 'checkbox', label: t('faqs.showInFooter') },
      { name: 'status', kind: 'checkbox', label: t('common.shownPublicly') },
    ],
    [t, categoryOptions, categories.isError],
  );

  const columns: Column<AdminFaq>[] = [
    { header: t('common.order'), cell: (row) => row.sortOrder, className: 'admin-table__narrow' },
    { header: t('faqs.question'), cell: (row) => pick(row.question), rowHeader: true },
    { header: t('faqs.category'), cell: (row) => categoryName(row.category) },
    {
      header: t('common.status'),
      cell: (row) => (
        <span className="admin-badges">
          {row.status ? <Badge tone="success">{t('common.shown')}</Badge> : <Badge tone="warning">{t('common.hidden')}</Badge>}
          {row.showInFooter ? <Badge tone="info">{t('common.inFooter')}</Badge> : null}
        </span>
      ),
    },
  ];

  return (
    <ResourceSection<AdminFaq>
      resource="faqs"
      title={t('faqs.title')}
      description={t('faqs.intro')}
      api={adminApi.faqs}
      listQuery={category ? { category } : undefined}
      columns={columns}
      nameOf={(row) => pick(row.question)}
      fields={fields}
      defaults={{ sortOrder: '0', showInFooter: false, status: true, category }}
      publicKeys={[['faqs']]}
      toolbar={
        <div className="admin-toolbar">
          <Select
            label={t('faqs.filter')}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            options={categoryOptions}
            placeholder={t('faqs.allCategories')}
          />
        </div>
      }
      labels={{
        add: t('faqs.add'),
        addTitle: t('faqs.addTitle'),
        editTitle: () => t('faqs.editTitle'),
        created: t('faqs.created'),
        updated: t('faqs.updated'),
        deleted: t('faqs.deleted'),
      }}
    />
  );
}
