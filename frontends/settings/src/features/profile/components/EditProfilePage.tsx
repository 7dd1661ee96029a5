import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  isApiError,
  PROFILE_LIMITS,
  profileUpdateBody,
  useCountries,
  useCurrentUser,
  useUpdateMe,
  useUploadProfileImage,
  validateProfile,
  type ProfileForm,
  type UserProfile,
} from '@cf/api-client';
import { Button, buttonClass, Card, Cluster, Grid, LoadError, Select, type SelectOption, ServerError, Skeleton, Stack, Switch, TextArea, TextField, useForm, useToast } from '@cf/ui';
import { ImagePicker } from '../../../shared/ImagePicker';
import { SettingsPage } from '../../../shared/SettingsPage';
import { useRuleText } from '../../../shared/use-rule-text';
import { profileFormOf } from '../profile-form';
import { readAsDataUrl } from '../../../shared/read-as-data-url';

/** Country options (site service, in the reader's language); a stored value not in the list stays selectable. */
function useCountryOptions(nationality: string, residence: string): { options: SelectOption[]; loading: boolean } {
  const countries = useCountries();
  const options = useMemo(() => {
    const list: SelectOption[] = (countries.data ?? []).map((c) => ({ value: c.code, label: c.name }));
    for (const value of [nationality, residence]) if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: value });
    return list;
  }, [countries.data, nationality, residence]);
  return { options, loading: countries.isPending };
}

/**
 * Whether the public profile shows the campaigns the person invested in (issue 38; never the
 * amounts): saved at once, apart from the form, as a switch is expected to.
 */
function InvestmentsVisibility({ user }: { user: UserProfile }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const update = useUpdateMe();
  const [failure, setFailure] = useState<unknown>(null);
  const change = async (shown: boolean) => {
    setFailure(null);
    try {
      await update.mutateAsync({ investmentsPublic: shown });
      toast.show({ tone: 'success', message: t(shown ? 'profile.investmentsShown' : 'profile.investmentsHidden') });
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <Stack gap={2}>
      <ServerError error={failure} onClose={() => setFailure(null)} />
      <Switch
        label={t('profile.fields.investmentsPublic')}
        description={t('profile.hints.investmentsPublic')}
        checked={user.investmentsPublic}
        disabled={update.isPending}
        onChange={(event) => void change(event.target.checked)}
      />
    </Stack>
  );
}

function ProfileEditor({ user }: { user: UserProfile }) {
  const { t } = useTranslation('settings');
  const ruleText = useRuleText();
  const toast = useToast();
  const update = useUpdateMe();
  const [serverError, setServerError] = useState<unknown>(null);
  const initial = useMemo(() => profileFormOf(user), [user]);
  const countries = useCountryOptions(initial.nationality, initial.countryOfResidence);

  const form = useForm<ProfileForm, ReturnType<typeof validateProfile>>({
    initialValues: initial,
    validate: validateProfile,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        const result = await update.mutateAsync(profileUpdateBody(values));
        // A8.6: the server's translated "profile updated" message.
        toast.show({ tone: 'success', message: result?.message || t('profile.updated') });
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const uploadImage = useUploadProfileImage();
  /** A5.8: sends the accepted file; "image uploaded" (A8.6) on success, the server's message otherwise. */
  const upload = (slot: 'photo' | 'cover') => async (file: File) => {
    try {
      const result = await uploadImage.mutateAsync({ slot, image: await readAsDataUrl(file) });
      // The saved address is now the uploaded image: a later save must not put the old one back.
      if (result?.url) form.setValue(slot === 'photo' ? 'photo' : 'coverPhoto', result.url);
      toast.show({ tone: 'success', message: result?.message || t('images.uploaded') });
      return null;
    } catch (error) {
      return isApiError(error) ? error.message : t('images.uploadFailed');
    }
  };
  const server = isApiError(serverError) ? serverError : null;
  /** A field's text: the server's message for it (a taken address answers 409 without a field) or the rule's. */
  const err = (field: keyof ProfileForm) =>
    ruleText(form.errors[field], server?.fieldMessage(field) ?? (field === 'slug' && server?.status === 409 ? server.message : undefined));
  const isCompany = form.values.investorType === 'company';
  const descriptionLength = form.values.description.trim().length;

  return (
    <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate className="settings-form">
      <Stack gap={5}>
        <ServerError titled error={serverError} />

        <Card title={t('profile.sections.images')}>
          <div className="settings-images">
            <ImagePicker kind="photo" label={t('profile.fields.photo')} current={String(user.photo ?? '')} url={form.field('photo')} urlError={err('photo')} onUpload={upload('photo')} />
            <ImagePicker
              kind="cover"
              label={t('profile.fields.coverPhoto')}
              current={String(user.coverPhoto ?? '')}
              url={form.field('coverPhoto')}
              urlError={err('coverPhoto')}
              onUpload={upload('cover')}
            />
          </div>
        </Card>

        <Card title={t('profile.sections.names')}>
          <Stack gap={4}>
            <Grid min="12rem" gap={4}>
              <TextField label={t('profile.fields.firstName')} required autoComplete="given-name" dir="ltr" maxLength={PROFILE_LIMITS.nameMax} {...form.field('firstName')} error={err('firstName')} />
              <TextField label={t('profile.fields.middleName')} autoComplete="additional-name" dir="ltr" maxLength={PROFILE_LIMITS.nameMax} {...form.field('middleName')} error={err('middleName')} />
              <TextField label={t('profile.fields.lastName')} required autoComplete="family-name" dir="ltr" maxLength={PROFILE_LIMITS.nameMax} {...form.field('lastName')} error={err('lastName')} />
            </Grid>
            <Grid min="16rem" gap={4}>
              <TextField label={t('profile.fields.fullNameEn')} dir="ltr" maxLength={PROFILE_LIMITS.fullNameMax} {...form.field('fullNameEn')} error={err('fullNameEn')} />
              <TextField label={t('profile.fields.fullNameAr')} dir="rtl" lang="ar" maxLength={PROFILE_LIMITS.fullNameMax} {...form.field('fullNameAr')} error={err('fullNameAr')} />
            </Grid>
          </Stack>
        </Card>

        <Card title={t('profile.sections.public')}>
          <Stack gap={4}>
            <Grid min="16rem" gap={4}>
              <TextField
                label={t('profile.fields.profileName')}
                hint={t('profile.hints.profileName')}
                maxLength={PROFILE_LIMITS.profileNameMax}
                {...form.field('profileName')}
                error={err('profileName')}
              />
              <TextField
                label={t('profile.fields.slug')}
                hint={t('profile.hints.slug', { url: `/profile/${form.values.slug.trim().toLowerCase() || '…'}` })}
                required
                dir="ltr"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={PROFILE_LIMITS.slugMax}
                {...form.field('slug')}
                error={err('slug')}
              />
            </Grid>
            <TextArea
              label={t('profile.fields.description')}
              hint={t('profile.hints.description', { count: descriptionLength, max: PROFILE_LIMITS.descriptionMax })}
              rows={4}
              {...form.field('description')}
              error={err('description')}
            />
          </Stack>
        </Card>

        <Card title={t('profile.sections.residence')}>
          <Grid min="16rem" gap={4}>
            <Select
              label={t('profile.fields.nationality')}
              placeholder={countries.loading ? t('profile.loadingCountries') : t('profile.choose')}
              options={countries.options}
              {...form.field('nationality')}
              error={err('nationality')}
            />
            <Select
              label={t('profile.fields.countryOfResidence')}
              placeholder={countries.loading ? t('profile.loadingCountries') : t('profile.choose')}
              options={countries.options}
              {...form.field('countryOfResidence')}
              error={err('countryOfResidence')}
            />
          </Grid>
        </Card>

        <Card title={t('profile.sections.investor')}>
          <Stack gap={4}>
            <fieldset className="settings-radios" aria-describedby={form.errors.investorType ? 'investor-type-error' : undefined}>
              <legend className="cf-field__label">{t('profile.fields.investorType')}</legend>
              {(['individual', 'company'] as const).map((value) => (
                <label key={value} className="settings-radio">
                  <input
                    type="radio"
                    name="investorType"
                    value={value}
                    checked={form.values.investorType === value}
                    onChange={() => form.setValue('investorType', value)}
                  />
                  <span>{t(`profile.investorTypes.${value}`)}</span>
                </label>
              ))}
              {err('investorType') ? (
                <p id="investor-type-error" className="cf-field__error">
                  {err('investorType')}
                </p>
              ) : null}
            </fieldset>
            {isCompany ? (
              <Grid min="16rem" gap={4}>
                <TextField
                  label={t('profile.fields.companyName')}
                  required
                  autoComplete="organization"
                  maxLength={PROFILE_LIMITS.companyNameMax}
                  {...form.field('companyName')}
                  error={err('companyName')}
                />
                <TextField
                  label={t('profile.fields.commercialRegistrationNumber')}
                  hint={t('profile.hints.crNumber')}
                  dir="ltr"
                  maxLength={40}
                  {...form.field('commercialRegistrationNumber')}
                  error={err('commercialRegistrationNumber')}
                />
              </Grid>
            ) : null}
            <InvestmentsVisibility user={user} />
          </Stack>
        </Card>

        <Cluster gap={3} className="settings-form__actions">
          <Button type="submit" loading={form.submitting}>
            {t('profile.save')}
          </Button>
          <Link to="/settings/profile" className={buttonClass('ghost')}>
            {t('profile.backToProfile')}
          </Link>
        </Cluster>
      </Stack>
    </form>
  );
}

/** `/edit-profile` (A2.4, A3.4): every profile field of users/me, saved with PATCH users/updateMe. */
export default function EditProfilePage() {
  const { t } = useTranslation('settings');
  const me = useCurrentUser();
  const user = me.data as UserProfile | undefined;
  return (
    <SettingsPage title={t('profile.editTitle')} description={t('profile.editIntro')}>
      {me.isPending ? (
        <Card>
          <Skeleton lines={8} />
        </Card>
      ) : me.isError || !user ? (
        <LoadError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <ProfileEditor key={user.id} user={user} />
      )}
    </SettingsPage>
  );
}
