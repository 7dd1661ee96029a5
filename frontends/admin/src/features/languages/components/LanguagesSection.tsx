import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, checkPattern, LANGUAGE_CODE, type AdminLanguage } from '@cf/api-client';
import { Badge, Button } from '@cf/ui';
import type { FieldDef } from '../../../shared/form-model';
import { ResourceSection, type Column } from '../../../shared/ResourceSection';

/**
 * Languages (A3.6): list, add, edit, activate/deactivate. The default language can be neither deleted
 * nor deactivated; the delete button stays so the server's explanation is shown when asked.
 */
export default function LanguagesSection() {
  const { t } = useTranslation('admin');

  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'name', kind: 'text', label: t('languages.name'), required: true, max: 60 },
      {
        name: 'folder',
        kind: 'text',
        label: t('languages.code'),
        hint: t('languages.codeHint'),
        required: true,
        ltr: true,
        check: (v) => checkPattern(v, LANGUAGE_CODE, 'languageCode'),
      },
      {
        name: 'direction',
        kind: 'radio',
        label: t('languages.direction'),
        required: true,
        options: [
          { value: 'rtl', label: t('languages.rtl') },
          { value: 'ltr', label: t('languages.ltr') },
        ],
      },
      { name: 'status', kind: 'checkbox', label: t('languages.active') },
      { name: 'isDefault', kind: 'checkbox', label: t('languages.isDefault') },
    ],
    [t],
  );

  const columns: Column<AdminLanguage>[] = [
    { header: t('languages.name'), cell: (row) => row.name, rowHeader: true },
    { header: t('languages.code'), cell: (row) => <code dir="ltr">{row.folder}</code> },
    { header: t('languages.direction'), cell: (row) => (row.direction === 'rtl' ? t('languages.rtl') : t('languages.ltr')) },
    {
      header: t('common.status'),
      cell: (row) => (
        <span className="admin-badges">
          {row.status ? <Badge tone="success">{t('common.active')}</Badge> : <Badge tone="warning">{t('common.inactive')}</Badge>}
          {row.isDefault ? <Badge tone="info">{t('languages.default')}</Badge> : null}
        </span>
      ),
    },
  ];

  return (
    <ResourceSection<AdminLanguage>
      resource="languages"
      title={t('languages.title')}
      description={t('languages.intro')}
      api={adminApi.languages}
      columns={columns}
      nameOf={(row) => row.name}
      fields={fields}
      defaults={{ direction: 'ltr', status: true, isDefault: false }}
      publicKeys={[['languages']]}
      labels={{
        add: t('languages.add'),
        addTitle: t('languages.addTitle'),
        editTitle: (row) => t('languages.editTitle', { name: row.name }),
        created: t('languages.created'),
        updated: t('languages.updated'),
        deleted: t('languages.deleted'),
      }}
      formSize="md"
      uniqueField="folder"
      rowActions={(row, _i, _rows, { run, busy }) => (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run(
              () => adminApi.languages.update(row.id, { status: !row.status }),
              row.status ? t('languages.deactivated', { name: row.name }) : t('languages.activated', { name: row.name }),
            )
          }
          aria-label={row.status ? t('common.deactivateNamed', { name: row.name }) : t('common.activateNamed', { name: row.name })}
        >
          {row.status ? t('common.deactivate') : t('common.activate')}
        </Button>
      )}
    />
  );
}
