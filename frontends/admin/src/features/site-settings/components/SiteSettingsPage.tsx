import '../../../admin.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useCurrentUser, useSiteSettings } from '@cf/api-client';
import { Alert, Button, Card, ConfirmDialog, EmptyState, PageHeader, Skeleton, Stack, useToast } from '@cf/ui';
import { useUpdateSiteSettings } from '../api/use-site-settings-admin';

function display(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `/admin`, `/admin/site-settings`: the site settings as the public site reads them, and the maintenance switch. */
export default function SiteSettingsPage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const me = useCurrentUser();
  const settings = useSiteSettings();
  const update = useUpdateSiteSettings();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);

  if (me.isPending) return <Skeleton lines={4} />;
  if (!me.data?.isAdmin) return <Alert tone="warning">{t('notAllowed')}</Alert>;

  const maintenanceOn = settings.data?.maintainanceMode === 'yes';
  const setMaintenance = async (on: boolean) => {
    setError(null);
    try {
      await update.mutateAsync({ maintainanceMode: on ? 'yes' : 'no' });
      toast.show({ tone: 'success', message: t('maintenance.updated') });
    } catch (e) {
      setError(e);
    } finally {
      setConfirming(false);
    }
  };
  const entries = Object.entries(settings.data ?? {});

  return (
    <Stack gap={5}>
      <PageHeader title={t('title')} />
      {error ? <Alert tone="danger">{isApiError(error) && error.message ? error.message : tc('common.error')}</Alert> : null}
      <Card title={t('maintenance.title')}>
        <Stack gap={3}>
          <Alert tone={maintenanceOn ? 'warning' : 'success'}>{maintenanceOn ? t('maintenance.on') : t('maintenance.off')}</Alert>
          <div>
            {maintenanceOn ? (
              <Button onClick={() => void setMaintenance(false)} loading={update.isPending}>
                {t('maintenance.disable')}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setConfirming(true)} disabled={settings.isPending}>
                {t('maintenance.enable')}
              </Button>
            )}
          </div>
        </Stack>
      </Card>
      <Card title={t('siteSettings.title')}>
        <p className="admin-muted">{t('siteSettings.intro')}</p>
        {settings.isPending ? <Skeleton lines={6} /> : null}
        {settings.isSuccess && entries.length === 0 ? <EmptyState title={t('siteSettings.empty')} /> : null}
        {entries.length > 0 ? (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('siteSettings.key')}</th>
                  <th scope="col">{t('siteSettings.value')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map(([key, value]) => (
                  <tr key={key}>
                    <th scope="row" dir="ltr">
                      {key}
                    </th>
                    <td dir="auto">{display(value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('maintenance.confirmTitle')}
        message={t('maintenance.confirmBody')}
        confirmLabel={t('maintenance.enable')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        onConfirm={() => void setMaintenance(true)}
        danger
        busy={update.isPending}
      />
    </Stack>
  );
}
