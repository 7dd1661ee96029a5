import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '@cf/api-client';
import { PageLoader } from '@cf/ui';

/** `/logout`: tells the server, clears the stored session (A4.1), then goes to sign-in. */
export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useLogout();
  useEffect(() => {
    mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
  }, [mutate, navigate]);
  return <PageLoader label={t('auth.logout.inProgress')} />;
}
