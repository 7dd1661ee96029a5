import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, type AdminCurrency } from '@cf/api-client';
import { Badge } from '@cf/ui';
import type { FieldDef } from '../../../shared/form-model';
import { usePick } from '../../../shared/localized';
import { ResourceSection, type Column } from '../../../shared/ResourceSection';

/**
 * Currencies (A7.8 currencies/front): ISO code and number, symbol, name per language, decimals, the
 * default one. Money on this platform is Omani rial; the others are offered where a list needs them.
 */
export default function CurrenciesSection() {
  const { t } = useTranslation('admin');
  const pick = usePick();

  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'code', kind: 'text', label: t('currencies.code'), hint: t('currencies.codeHint'), required: true, ltr: true, max: 3, check: (v) => (/^[A-Z]{3}$/.test(v) ? undefined : t('currencies.codeInvalid')) },
      { name: 'numericCode', kind: 'text', label: t('currencies.numericCode'), required: true, ltr: true, max: 3, check: (v) => (/^[0-9]{3}$/.test(v) ? undefined : t('currencies.numericCodeInvalid')) },
      { name: 'symbol', kind: 'text', label: t('currencies.symbol'), required: true, max: 10 },
      { name: 'name', kind: 'localized', label: t('currencies.name'), max: 60 },
      { name: 'decimals', kind: 'number', label: t('currencies.decimals'), hint: t('currencies.decimalsHint'), required: true, min: 0, maxValue: 4 },
      { name: 'sortOrder', kind: 'number', label: t('common.order'), hint: t('common.orderHint') },
      { name: 'isDefault', kind: 'checkbox', label: t('currencies.isDefault') },
      { name: 'status', kind: 'checkbox', label: t('common.shownPublicly') },
    ],
    [t],
  );

  const columns: Column<AdminCurrency>[] = [
    { header: t('common.order'), cell: (row) => row.sortOrder, className: 'admin-table__narrow' },
    { header: t('currencies.code'), cell: (row) => <bdi>{row.code}</bdi>, rowHeader: true },
    { header: t('currencies.name'), cell: (row) => pick(row.name) },
    { header: t('currencies.symbol'), cell: (row) => <bdi>{row.symbol}</bdi> },
    { header: t('currencies.decimals'), cell: (row) => row.decimals, className: 'admin-table__narrow' },
    {
      header: t('common.status'),
      cell: (row) => (
        <span className="admin-badges">
          {row.status ? <Badge tone="success">{t('common.shown')}</Badge> : <Badge tone="warning">{t('common.hidden')}</Badge>}
          {row.isDefault ? <Badge tone="info">{t('currencies.default')}</Badge> : null}
        </span>
      ),
    },
  ];

  return (
    <ResourceSection<AdminCurrency>
      resource="currencies"
      title={t('currencies.title')}
      description={t('currencies.intro')}
      api={adminApi.currencies}
      columns={columns}
      nameOf={(row) => row.code}
      fields={fields}
      defaults={{ decimals: '3', sortOrder: '0', isDefault: false, status: true }}
      publicKeys={[['currencies']]}
      canDelete={(row) => !row.isDefault}
      uniqueField="code"
      labels={{
        add: t('currencies.add'),
        addTitle: t('currencies.addTitle'),
        editTitle: (row) => t('currencies.editTitle', { name: row.code }),
        created: t('currencies.created'),
        updated: t('currencies.updated'),
        deleted: t('currencies.deleted'),
      }}
    />
  );
}
