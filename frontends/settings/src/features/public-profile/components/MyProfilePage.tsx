import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '@cf/api-client';
import { Card, LoadError, Skeleton } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';

/** `/profile` (A2.4): the signed-in person's own public profile, as others see it (`/profile/{slug}`). */
export default function MyProfilePage() {
  const { t } = useTranslation('settings');
  const me = useCurrentUser();
  if (me.data?.slug) return <Navigate to={`/profile/${encodeURIComponent(me.data.slug)}`} replace />;
  return (
    <SettingsPage title={t('publicProfile.loading')}>
      <Card>{me.isError ? <LoadError error={me.error} onRetry={() => void me.refetch()} /> : <Skeleton lines={6} />}</Card>
    </SettingsPage>
  );
}
