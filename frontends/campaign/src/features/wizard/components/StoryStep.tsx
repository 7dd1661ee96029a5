import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Grid, Select, Stack, TextArea, TextField, useLanguage } from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import type { CampaignFull } from '@cf/contracts/rest';
import { highlightList, LIMITS, TEXT_LANGUAGES, validateStory, type StoryForm, type TextLanguage, type TranslatedField } from '../rules';
import { FileField } from './FileField';
import { orNull, RadioGroup, s, StepActions, StepForm, useStepForm } from './step-form';

/** Step 3, story (C2.8, C3.5, C4.10, C5.1–C5.3, C9.7). */
export function StoryStep({ campaign }: { campaign: CampaignFull }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const st = campaign.story;
  const initialValues = useMemo<StoryForm>(() => {
    const translated = {} as Record<TranslatedField, string>;
    for (const lang of TEXT_LANGUAGES) {
      const other = st?.translations?.[lang];
      translated[`campaignName_${lang}`] = s(other?.campaignName);
      translated[`about_${lang}`] = s(other?.about);
      translated[`highlights_${lang}`] = (other?.highlights ?? []).join('\n');
    }
    return {
      ...translated,
      // What the owner writes in first: what they wrote in before, else the interface's language.
      textLanguage: st?.textLanguage ?? language,
      uploadType: s(st?.uploadType),
      campaignName: s(st?.campaignName ?? campaign.campaignName),
      videoUrl: s(st?.videoUrl),
      coverImage: s(st?.coverImage),
      campaignStory: s(st?.campaignStory),
      campaignStoryAr: s(st?.campaignStoryAr),
      highlights: (st?.highlights ?? []).join('\n'),
      about: s(st?.about),
    };
  }, [st, campaign.campaignName, language]);
  const { form, err, serverError, submitWith } = useStepForm({
    step: 'story',
    campaign,
    initialValues,
    validate: validateStory,
    save: (v) =>
      campaignsApi.saveStory(campaign.id, {
        uploadType: orNull(v.uploadType),
        campaignName: orNull(v.campaignName),
        videoUrl: orNull(v.videoUrl),
        coverImage: orNull(v.coverImage),
        campaignStory: orNull(v.campaignStory),
        campaignStoryAr: orNull(v.campaignStoryAr),
        highlights: highlightList(v.highlights),
        about: orNull(v.about),
        textLanguage: v.textLanguage,
        translations: Object.fromEntries(
          TEXT_LANGUAGES.filter((lang) => lang !== v.textLanguage).map((lang) => [
            lang,
            { campaignName: orNull(v[`campaignName_${lang}`]), about: orNull(v[`about_${lang}`]), highlights: highlightList(v[`highlights_${lang}`]) },
          ]),
        ),
      }),
  });
  const v = form.values;
  const others = TEXT_LANGUAGES.filter((lang) => lang !== v.textLanguage);
  const dir = (lang: TextLanguage) => (lang === 'ar' ? 'rtl' : 'ltr');
  // Each field names its language: a screen reader's list of fields tells them apart.
  const inLanguage = (key: string, lang: TextLanguage) => `${t(key)} (${t(`languages.${lang}`)})`;
  return (
    <StepForm formRef={form.formRef} serverError={serverError}>
      <Stack gap={4}>
        <Card title={t('steps.story')} headingLevel={2}>
          <Stack gap={4}>
            <Select
              label={t('fields.textLanguage')}
              hint={t('hints.textLanguage')}
              options={TEXT_LANGUAGES.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))}
              {...form.field('textLanguage')}
            />
            <TextField label={t('fields.campaignName')} required maxLength={150} dir={dir(v.textLanguage as TextLanguage)} lang={v.textLanguage} {...form.field('campaignName')} error={err('campaignName')} />
            <RadioGroup
              legend={t('fields.uploadType')}
              name="uploadType"
              required
              value={v.uploadType}
              onChange={(value) => form.setValue('uploadType', value)}
              options={['image', 'video'].map((k) => ({ value: k, label: t(`uploadTypes.${k}`) }))}
              error={err('uploadType')}
            />
            {v.uploadType === 'video' ? (
              <>
                <Alert tone="info">{t('hints.videoClaim')}</Alert>
                <TextField label={t('fields.videoUrl')} required type="url" dir="ltr" hint={t('hints.videoUrl')} {...form.field('videoUrl')} error={err('videoUrl')} />
              </>
            ) : null}
            <FileField label={t('fields.coverImage')} kind="cover" required={v.uploadType === 'image'} name="coverImage" value={v.coverImage} onChange={(url) => form.setValue('coverImage', url)} error={err('coverImage')} />
            <TextArea label={t('fields.about')} rows={2} dir={dir(v.textLanguage as TextLanguage)} lang={v.textLanguage} hint={t('hints.count', { count: v.about.trim().length, max: LIMITS.aboutMax })} {...form.field('about')} error={err('about')} />
            <Grid min="18rem" gap={4}>
              <TextArea label={t('fields.campaignStory')} required rows={8} {...form.field('campaignStory')} error={err('campaignStory')} />
              <TextArea label={t('fields.campaignStoryAr')} required rows={8} dir="rtl" lang="ar" {...form.field('campaignStoryAr')} error={err('campaignStoryAr')} />
            </Grid>
            <TextArea label={t('fields.highlights')} rows={4} dir={dir(v.textLanguage as TextLanguage)} lang={v.textLanguage} hint={t('hints.highlights', { max: LIMITS.highlightsMax })} {...form.field('highlights')} error={err('highlights')} />
          </Stack>
        </Card>
        {/* Readers in another language see these, else the texts above with a note saying in which language they are. */}
        {others.map((lang) => (
          <Card key={lang} title={t('wizard.inLanguage', { language: t(`languages.${lang}`) })} headingLevel={2}>
            <Stack gap={4}>
              <p className="campaign-muted">{t('hints.translation', { language: t(`languages.${lang}`) })}</p>
              <TextField label={inLanguage('fields.campaignName', lang)} maxLength={150} dir={dir(lang)} lang={lang} {...form.field(`campaignName_${lang}`)} error={err(`campaignName_${lang}`)} />
              <TextArea label={inLanguage('fields.about', lang)} rows={2} dir={dir(lang)} lang={lang} {...form.field(`about_${lang}`)} error={err(`about_${lang}`)} />
              <TextArea label={inLanguage('fields.highlights', lang)} rows={3} dir={dir(lang)} lang={lang} hint={t('hints.highlights', { max: LIMITS.highlightsMax })} {...form.field(`highlights_${lang}`)} error={err(`highlights_${lang}`)} />
            </Stack>
          </Card>
        ))}
        <StepActions onDraft={submitWith(false)} onContinue={submitWith(true)} submitting={form.submitting} />
      </Stack>
    </StepForm>
  );
}
