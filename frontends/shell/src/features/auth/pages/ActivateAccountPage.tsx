import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { authApi, isApiError } from '@cf/api-client';
import { Alert, PageLoader, Stack } from '@cf/ui';
import { AuthCard } from '../components/AuthCard';

/**
 * `/activate-account/{userId}/{token}/{authType}` (and `/users/activate-account/{id}?token=`): calls
 * PATCH users/activeAccount/{userId} once and shows the outcome. With the authenticator-app method
 * the next step is the QR set-up.
 */
export default function ActivateAccountPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const userId = params.userId ?? params.id ?? '';
  const token = params.token ?? search.get('token') ?? '';
  const authType = (params.authType ?? search.get('authType') ?? '').toUpperCase();
  // A query (not an effect) so React's strict double-mount does not activate twice.
  const activation = useQuery({
    queryKey: ['activate-account', userId, token],
    queryFn: () => authApi.activateAccount(userId, token),
    enabled: Boolean(userId && token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  let body;
  if (!userId || !token) body = <Alert tone="danger">{t('auth.activate.failure')}</Alert>;
  else if (activation.isPending) body = <PageLoader label={t('auth.activate.inProgress')} />;
  else if (activation.isError)
    body = (
      <Stack gap={3}>
        <Alert tone="danger" title={t('auth.activate.failure')}>
          {isApiError(activation.error) && activation.error.message ? activation.error.message : t('common.error')}
        </Alert>
        <Link to="/resend-email-verification">{t('auth.login.resendVerification')}</Link>
      </Stack>
    );
  else
    body = (
      <Stack gap={3}>
        <Alert tone="success">{activation.data?.message || t('auth.activate.success')}</Alert>
        {authType === '2FA' ? <Link to="/user-two-factor-authentication-setup">{t('auth.activate.setUpApp')}</Link> : null}
        <Link to="/login">{t('nav.signIn')}</Link>
      </Stack>
    );
  return <AuthCard title={t('auth.activate.title')}>{body}</AuthCard>;
}
