import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCountries, useCurrentUser, useDevMailbox, type UserProfile } from '@cf/api-client';
import { buttonClass, Card, LoadError, Skeleton, Stack } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="settings-details__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function initials(user: UserProfile): string {
  return `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase();
}

/** Links to the account pages the sidebar does not list (outside links, invites, the dev mailbox). */
function MoreSettings() {
  const { t } = useTranslation('settings');
  const mailbox = useDevMailbox('', true);
  const links: Array<[string, string, string]> = [
    ['/edit-profile', t('more.editProfile'), t('more.editProfileBody')],
    ['/settings/outside-links', t('more.outsideLinks'), t('more.outsideLinksBody')],
    ['/settings/email-preferences', t('more.emailPreferences'), t('more.emailPreferencesBody')],
    ['/invite', t('more.invite'), t('more.inviteBody')],
  ];
  if (mailbox.available) links.push(['/settings/dev-mailbox', t('more.devMailbox'), t('more.devMailboxBody')]);
  return (
    <Card title={t('more.title')}>
      <ul className="settings-links">
        {links.map(([to, label, body]) => (
          <li key={to}>
            <Link to={to} className="settings-links__item">
              <span className="settings-links__label">{label}</span>
              <span className="settings-links__body">{body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** `/settings/profile` (A2.5): the signed-in user's profile as saved, with the way to edit it. */
export default function ProfileViewPage() {
  const { t } = useTranslation('settings');
  const me = useCurrentUser();
  const countries = useCountries();
  const user = me.data as UserProfile | undefined;
  const countryName = (code: string | null | undefined) =>
    code ? (countries.data?.find((c) => c.code === code || c.iso3 === code)?.name ?? code) : null;
  const dash = <span className="settings-muted">{t('profile.notSet')}</span>;
  const links = Object.entries(user?.outsideLinks ?? {}).filter(([, url]) => url);

  return (
    <SettingsPage
      title={t('profile.title')}
      description={t('profile.intro')}
      actions={
        <Link to="/edit-profile" className={buttonClass('primary')}>
          {t('profile.edit')}
        </Link>
      }
    >
      {me.isPending ? (
        <Card>
          <Skeleton lines={6} />
        </Card>
      ) : me.isError || !user ? (
        <LoadError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <Stack gap={5}>
          <section className="settings-profile-card" aria-label={t('profile.summary')}>
            <div className="settings-profile-card__cover">
              {user.coverPhoto ? <img src={String(user.coverPhoto)} alt="" /> : null}
            </div>
            <div className="settings-profile-card__identity">
              {user.photo ? (
                <img className="settings-profile-card__avatar" src={String(user.photo)} alt={t('images.photoAlt')} />
              ) : (
                <span className="settings-profile-card__avatar settings-profile-card__avatar--initials" aria-hidden="true">
                  {initials(user)}
                </span>
              )}
              <div className="settings-profile-card__names">
                <h2 className="settings-profile-card__name">
                  {[user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ')}
                </h2>
                {user.fullNameAr ? (
                  <p className="settings-muted">
                    <bdi lang="ar" dir="rtl">
                      {user.fullNameAr}
                    </bdi>
                  </p>
                ) : null}
                {user.slug ? (
                  <p className="settings-muted">
                    <bdi dir="ltr">/profile/{user.slug}</bdi>
                  </p>
                ) : null}
              </div>
            </div>
            {user.description ? <p className="settings-profile-card__description">{user.description}</p> : null}
          </section>

          <Card title={t('profile.sections.details')}>
            <dl className="settings-details">
              <Detail label={t('profile.fields.email')}>
                <bdi dir="ltr">{user.email}</bdi>
              </Detail>
              <Detail label={t('profile.fields.phone')}>{user.phone ? <bdi dir="ltr">{user.phone}</bdi> : dash}</Detail>
              <Detail label={t('profile.fields.profileName')}>{user.profileName || dash}</Detail>
              <Detail label={t('profile.fields.fullNameEn')}>{user.fullNameEn ? <bdi dir="ltr">{user.fullNameEn}</bdi> : dash}</Detail>
              <Detail label={t('profile.fields.fullNameAr')}>{user.fullNameAr ? <bdi dir="rtl">{user.fullNameAr}</bdi> : dash}</Detail>
              <Detail label={t('profile.fields.nationality')}>{countryName(user.nationality) ?? dash}</Detail>
              <Detail label={t('profile.fields.countryOfResidence')}>{countryName(user.countryOfResidence) ?? dash}</Detail>
              <Detail label={t('profile.fields.investorType')}>
                {user.investorType ? t(`profile.investorTypes.${user.investorType}`) : dash}
              </Detail>
              {user.investorType === 'company' ? (
                <>
                  <Detail label={t('profile.fields.companyName')}>{user.companyName || dash}</Detail>
                  <Detail label={t('profile.fields.commercialRegistrationNumber')}>
                    {user.commercialRegistrationNumber ? <bdi dir="ltr">{user.commercialRegistrationNumber}</bdi> : dash}
                  </Detail>
                </>
              ) : null}
            </dl>
          </Card>

          <Card
            title={t('outsideLinks.title')}
            actions={
              <Link to="/settings/outside-links" className={buttonClass('outline', 'sm')}>
                {t('outsideLinks.manage')}
              </Link>
            }
          >
            {links.length === 0 ? (
              <p className="settings-muted">{t('outsideLinks.empty')}</p>
            ) : (
              <ul className="settings-outside-list">
                {links.map(([name, url]) => (
                  <li key={name}>
                    <span className="settings-outside-list__name">{name}</span>{' '}
                    <a href={url} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
                      {url}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <MoreSettings />
        </Stack>
      )}
    </SettingsPage>
  );
}
