import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert, buttonClass } from '@cf/ui';

/** Signed-out visitors are asked to sign in, coming back here afterwards (the shell's login reads `from`). */
export function SignInPrompt({ message }: { message: string }) {
  const { t } = useTranslation('campaign');
  const location = useLocation();
  return (
    <Alert
      tone="info"
      action={
        <Link to="/login" state={{ from: `${location.pathname}${location.search}` }} className={buttonClass('primary', 'sm')}>
          {t('common.signIn')}
        </Link>
      }
    >
      {message}
    </Alert>
  );
}
