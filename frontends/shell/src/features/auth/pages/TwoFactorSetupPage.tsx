import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser, useSession } from '@cf/api-client';
import { Alert, Skeleton, Stack } from '@cf/ui';
import { announceLoginSuccess } from '../../../app/login-banner';
import { AuthCard } from '../components/AuthCard';
import { TwoFactorPanel } from '../components/TwoFactorPanel';
import { clearChallenge, readChallenge, SIGNED_IN_HOME } from '../login-challenge';

/**
 * `/user-two-factor-authentication-setup`: QR set-up for the authenticator app, or switching back to
 * e-mailed codes. Reached signed in, or in the middle of a sign-in whose app was never confirmed.
 */
export default function TwoFactorSetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const me = useCurrentUser();
  const challenge = session ? null : readChallenge();

  if (!session && !challenge) {
    return (
      <AuthCard title={t('auth.twoFactorSetup.title')}>
        <Stack gap={3}>
          <Alert tone="warning">{t('auth.verify.missingChallenge')}</Alert>
          <Link to="/login" state={{ from: '/user-two-factor-authentication-setup' }}>
            {t('nav.signIn')}
          </Link>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.twoFactorSetup.title')} intro={t('auth.twoFactorSetup.intro')}>
      {session && me.isPending ? (
        <Skeleton lines={3} />
      ) : (
        <TwoFactorPanel
          current={me.data?.otpPreferenceTool}
          challengeEmail={challenge?.email}
          onSignedIn={() => {
            clearChallenge();
            void queryClient.invalidateQueries({ queryKey: ['current-user'] });
            announceLoginSuccess();
            navigate(challenge?.from ?? SIGNED_IN_HOME, { replace: true });
          }}
        />
      )}
    </AuthCard>
  );
}
