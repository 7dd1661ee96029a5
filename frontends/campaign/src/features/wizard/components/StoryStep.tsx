import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Grid, Stack, TextArea, TextField } from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import type { CampaignFull } from '@cf/contracts/rest';
import { highlightList, LIMITS, validateStory, type StoryForm } from '../rules';
import { FileField } from './FileField';
import { orNull, RadioGroup, s, StepActions, StepForm, useStepForm } from './step-form';

/** Step 3, story (C2.8, C3.5, C4.10, C5.1–C5.3, C9.7). */
export function StoryStep({ campaign }: { campaign: CampaignFull }) {
  const { t } = useTranslation('campaign');
  const st = campaign.story;
  const initialValues = useMemo<StoryForm>(
    () => ({
      uploadType: s(st?.uploadType),
      campaignName: s(st?.campaignName ?? campaign.campaignName),
      videoUrl: s(st?.videoUrl),
      coverImage: s(st?.coverImage),
      campaignStory: s(st?.campaignStory),
      campaignStoryAr: s(st?.campaignStoryAr),
      highlights: (st?.highlights ?? []).join('\n'),
      about: s(st?.about),
    }),
    [st, campaign.campaignName],
  );
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
      }),
  });
  const v = form.values;
  return (
    <StepForm formRef={form.formRef} serverError={serverError}>
      <Stack gap={4}>
        <Card title={t('steps.story')} headingLevel={2}>
          <Stack gap={4}>
            <TextField label={t('fields.campaignName')} required maxLength={150} {...form.field('campaignName')} error={err('campaignName')} />
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
            <TextArea label={t('fields.about')} rows={2} hint={t('hints.count', { count: v.about.trim().length, max: LIMITS.aboutMax })} {...form.field('about')} error={err('about')} />
            <Grid min="18rem" gap={4}>
              <TextArea label={t('fields.campaignStory')} required rows={8} {...form.field('campaignStory')} error={err('campaignStory')} />
              <TextArea label={t('fields.campaignStoryAr')} required rows={8} dir="rtl" lang="ar" {...form.field('campaignStoryAr')} error={err('campaignStoryAr')} />
            </Grid>
            <TextArea label={t('fields.highlights')} rows={4} hint={t('hints.highlights', { max: LIMITS.highlightsMax })} {...form.field('highlights')} error={err('highlights')} />
          </Stack>
        </Card>
        <StepActions onDraft={submitWith(false)} onContinue={submitWith(true)} submitting={form.submitting} />
      </Stack>
    </StepForm>
  );
}
