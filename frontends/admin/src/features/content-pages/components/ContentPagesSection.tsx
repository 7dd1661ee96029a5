import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminApi, checkPattern, PAGE_SLUG, type AdminContentPage } from '@cf/api-client';
import type { FieldDef } from '../../../shared/form-model';
import { usePick } from '../../../shared/localized';
import { ResourceSection, type Column } from '../../../shared/ResourceSection';
import { Badge, Stack } from '@cf/ui';
import { ContentImagesPanel } from './ContentImagesPanel';

/**
 * Content pages (about us, terms…): title, HTML body and meta description per language, slug rules
 * of A5.5. A page linked from a menu cannot be deleted (the server says so); a new slug follows into
 * the menus.
 */
export default function ContentPagesSection() {
  const { t } = useTranslation('admin');
  const pick = usePick();

  const fields = useMemo<FieldDef[]>(
    () => [
      {
        name: 'slug',
        kind: 'text',
        label: t('pages.slug'),
        hint: t('pages.slugHint'),
        required: true,
        ltr: true,
        check: (v) => checkPattern(v, PAGE_SLUG, 'slug'),
      },
      { name: 'title', kind: 'localized', label: t('pages.pageTitle'), max: 200 },
      { name: 'content', kind: 'localized', label: t('pages.body'), hint: t('pages.bodyHint'), max: 100000, multiline: true, rows: 8 },
      { name: 'metaDescription', kind: 'localized', label: t('pages.metaDescription'), max: 300, multiline: true, rows: 2 },
      { name: 'showInFooter', kind: 'checkbox', label: t('pages.showInFooter') },
      { name: 'status', kind: 'checkbox', label: t('pages.published') },
    ],
    [t],
  );

  const columns: Column<AdminContentPage>[] = [
    { header: t('pages.pageTitle'), cell: (row) => pick(row.title), rowHeader: true },
    {
      header: t('pages.slug'),
      cell: (row) => (
        <Link to={`/content-page/${encodeURIComponent(row.slug)}`} dir="ltr" target="_blank" rel="noopener">
          {row.slug}
        </Link>
      ),
    },
    {
      header: t('common.status'),
      cell: (row) => (
        <span className="admin-badges">
          {row.status ? <Badge tone="success">{t('pages.published')}</Badge> : <Badge tone="warning">{t('pages.draft')}</Badge>}
          {row.showInFooter ? <Badge tone="info">{t('common.inFooter')}</Badge> : null}
        </span>
      ),
    },
  ];

  return (
    <Stack gap={6}>
      <ResourceSection<AdminContentPage>
        resource="content-pages"
        title={t('pages.title')}
        description={t('pages.intro')}
        api={adminApi.contentPages}
        columns={columns}
        nameOf={(row) => pick(row.title) || row.slug}
        fields={fields}
        defaults={{ showInFooter: false, status: true }}
        publicKeys={[['content-page'], ['menus']]}
        uniqueField="slug"
        labels={{
          add: t('pages.add'),
          addTitle: t('pages.addTitle'),
          editTitle: (row) => t('pages.editTitle', { name: pick(row.title) || row.slug }),
          created: t('pages.created'),
          updated: t('pages.updated'),
          deleted: t('pages.deleted'),
        }}
      />
      <ContentImagesPanel />
    </Stack>
  );
}
