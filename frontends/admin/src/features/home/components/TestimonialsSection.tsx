import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, type AdminTestimonial } from '@cf/api-client';
import type { FieldDef } from '../../../shared/form-model';
import { usePick } from '../../../shared/localized';
import { ResourceSection, type Column } from '../../../shared/ResourceSection';
import { Badge } from '@cf/ui';

/** Home-page testimonials: name, role and quote per language, photo, order. */
export default function TestimonialsSection() {
  const { t } = useTranslation('admin');
  const pick = usePick();

  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'name', kind: 'localized', label: t('testimonials.name'), max: 100 },
      { name: 'role', kind: 'localized', label: t('testimonials.role'), max: 150 },
      { name: 'quote', kind: 'localized', label: t('testimonials.quote'), max: 1000, multiline: true, rows: 3 },
      { name: 'image', kind: 'image', label: t('testimonials.photo') },
      { name: 'sortOrder', kind: 'number', label: t('common.order'), hint: t('common.orderHint') },
      { name: 'status', kind: 'checkbox', label: t('common.shownPublicly') },
    ],
    [t],
  );

  const columns: Column<AdminTestimonial>[] = [
    { header: t('common.order'), cell: (row) => row.sortOrder, className: 'admin-table__narrow' },
    { header: t('testimonials.name'), cell: (row) => pick(row.name), rowHeader: true },
    { header: t('testimonials.role'), cell: (row) => pick(row.role) },
    { header: t('testimonials.quote'), cell: (row) => <span className="admin-clamp">{pick(row.quote)}</span> },
    {
      header: t('common.status'),
      cell: (row) => (row.status ? <Badge tone="success">{t('common.shown')}</Badge> : <Badge tone="warning">{t('common.hidden')}</Badge>),
    },
  ];

  return (
    <ResourceSection<AdminTestimonial>
      resource="testimonials"
      title={t('testimonials.title')}
      description={t('testimonials.intro')}
      api={adminApi.testimonials}
      columns={columns}
      nameOf={(row) => pick(row.name)}
      fields={fields}
      defaults={{ sortOrder: '0', status: true }}
      publicKeys={[['testimonials']]}
      labels={{
        add: t('testimonials.add'),
        addTitle: t('testimonials.addTitle'),
        editTitle: (row) => t('testimonials.editTitle', { name: pick(row.name) }),
        created: t('testimonials.created'),
        updated: t('testimonials.updated'),
        deleted: t('testimonials.deleted'),
      }}
    />
  );
}
