import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, type AdminSlider } from '@cf/api-client';
import type { FieldDef } from '../../../shared/form-model';
import { usePick } from '../../../shared/localized';
import { ResourceSection, type Column } from '../../../shared/ResourceSection';
import { Badge } from '@cf/ui';

/** Home-page slides: title, description and button text per language, link, image, order. */
export default function SlidersSection() {
  const { t } = useTranslation('admin');
  const pick = usePick();

  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'title', kind: 'localized', label: t('sliders.slideTitle'), max: 150 },
      { name: 'description', kind: 'localized', label: t('sliders.description'), max: 500, multiline: true, rows: 3 },
      { name: 'buttonText', kind: 'localized', label: t('sliders.buttonText'), max: 60 },
      { name: 'link', kind: 'link', label: t('sliders.link') },
      { name: 'image', kind: 'image', label: t('common.image') },
      { name: 'sortOrder', kind: 'number', label: t('common.order'), hint: t('common.orderHint') },
      { name: 'status', kind: 'checkbox', label: t('common.shownPublicly') },
    ],
    [t],
  );

  const columns: Column<AdminSlider>[] = [
    { header: t('common.order'), cell: (row) => row.sortOrder, className: 'admin-table__narrow' },
    {
      header: t('common.image'),
      cell: (row) => (row.image ? <img src={row.image} alt="" className="admin-thumb" loading="lazy" /> : '—'),
      className: 'admin-table__narrow',
    },
    { header: t('sliders.slideTitle'), cell: (row) => pick(row.title), rowHeader: true },
    {
      header: t('sliders.link'),
      cell: (row) => (
        <code dir="ltr" className="admin-break">
          {row.link}
        </code>
      ),
    },
    {
      header: t('common.status'),
      cell: (row) => (row.status ? <Badge tone="success">{t('common.shown')}</Badge> : <Badge tone="warning">{t('common.hidden')}</Badge>),
    },
  ];

  return (
    <ResourceSection<AdminSlider>
      resource="sliders"
      title={t('sliders.title')}
      description={t('sliders.intro')}
      api={adminApi.sliders}
      columns={columns}
      nameOf={(row) => pick(row.title)}
      fields={fields}
      defaults={{ sortOrder: '0', status: true }}
      publicKeys={[['sliders']]}
      labels={{
        add: t('sliders.add'),
        addTitle: t('sliders.addTitle'),
        editTitle: (row) => t('sliders.editTitle', { name: pick(row.title) }),
        created: t('sliders.created'),
        updated: t('sliders.updated'),
        deleted: t('sliders.deleted'),
      }}
    />
  );
}
