import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatInteger } from '@cf/i18n';
import { Alert, Badge, buttonClass, Card, Cluster, LoadError, Spinner, Stack, useLanguage } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';
import { useChildRegistrations, useGuardianEkyc, VERIFICATION_STATUS_TONE, type ChildRegistrationView, type GuardianEkycView } from '../children-api';

/**
 * `/children-list` (A2.21, A4.3): the guardian's children, each with its registration's status in
 * A4.3's colours, and "Register a child" once the guardian may (A4.5), or why not yet.
 */
export default function ChildrenListPage() {
  const { t } = useTranslation('settings');
  const list = useChildRegistrations();
  const ekyc = useGuardianEkyc();
  if (list.isPending || ekyc.isPending) return <Spinner label={t('children.loading')} />;
  if ((list.isError && list.data === undefined) || (ekyc.isError && ekyc.data === undefined))
    return <LoadError error={list.error ?? ekyc.error} onRetry={() => void Promise.all([list.refetch(), ekyc.refetch()])} />;
  const allowed = ekyc.data.allowed;
  return (
    <SettingsPage
      title={t('children.listTitle')}
      description={t('children.listIntro')}
      actions={allowed ? <Link className={buttonClass()} to="/children-registration">{t('children.registerChild')}</Link> : undefined}
    >
      <Stack gap={4}>
        {!allowed ? <NotYet ekyc={ekyc.data} /> : null}
        {list.data.length === 0 ? (
          <Card>
            <p className="settings-muted">{t('children.empty')}</p>
          </Card>
        ) : (
          <ul className="children-list" aria-label={t('children.listTitle')}>
            {list.data.map((child) => (
              <ChildRow key={child.id} child={child} />
            ))}
          </ul>
        )}
      </Stack>
    </SettingsPage>
  );
}

/** A4.5: what the guardian still needs before registering a child. */
export function NotYet({ ekyc }: { ekyc: GuardianEkycView }) {
  const { t } = useTranslation('settings');
  return (
    <Alert tone="info" title={t('children.notYetTitle')}>
      <ul>
        {ekyc.reasons.map((reason) => (
          <li key={reason}>{t(`children.reasons.${reason}`, { count: ekyc.minimumInvestments, made: ekyc.investmentsCount })}</li>
        ))}
      </ul>
    </Alert>
  );
}

function ChildRow({ child }: { child: ChildRegistrationView }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const arabic = language === 'ar';
  const name = arabic ? `${child.childFirstNameAr} ${child.childLastNameAr}` : `${child.childFirstName} ${child.childLastName}`;
  const action =
    child.status === 'UNDER-PROCESS' && child.signatureState === 'rejected'
      ? { to: `/re-sign-child-registration-agreement/${child.id}`, label: t('children.signAgain') }
      : { to: `/children-registration/${child.id}`, label: child.status === 'UNDER-PROCESS' ? t('children.continue') : t('children.view') };
  return (
    <li className="children-list__item">
      <Card>
        <Cluster justify="space-between" gap={3}>
          <Stack gap={1}>
            <strong dir="auto">{name}</strong>
            <span className="settings-muted">
              {t('children.bornOn', { date: formatDate(`${child.dateOfBirth}T00:00:00Z`, language), age: formatInteger(child.age, language) })}
            </span>
          </Stack>
          <Cluster gap={3}>
            <Badge tone={VERIFICATION_STATUS_TONE[child.status]}>{t(`verification.status.${child.status}`)}</Badge>
            <Link className={buttonClass('outline', 'sm')} to={action.to}>
              {action.label}
            </Link>
          </Cluster>
        </Cluster>
      </Card>
    </li>
  );
}
