import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@cf/api-client';
import { Button, Card, Checkbox, Grid, Select, Stack, TextArea, TextField, useLanguage, useToast } from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import { useOptionList, useRefreshCampaigns } from '../../../api/hooks';
import type { CampaignFull } from '@cf/contracts/rest';
import { checkTitle, checkUrl, checkVideo, TEXT_LANGUAGES, validateTeamMember, type Errors, type RuleMessage, type TextLanguage } from '../rules';
import { stepPath } from '../steps';
import { FileField } from './FileField';
import { orNull, RadioGroup, s, StepActions, StepForm, useStepForm } from './step-form';
import { useRuleText } from './use-rule-text';

const LINKS = ['facebook', 'twitter', 'youtube', 'website', 'linkedin'] as const;
type ExtrasValues = Record<(typeof LINKS)[number] | 'googleAnalyticsID' | 'customTitle' | 'customUrl' | 'manageContract' | 'userUploadedContract', string> & { contractCopy: boolean };

function validateExtras(v: ExtrasValues, requireAll: boolean): Errors<keyof ExtrasValues & string> {
  const e: Errors<keyof ExtrasValues & string> = {};
  for (const link of LINKS) {
    const problem = checkUrl(v[link]);
    if (problem) e[link] = problem;
  }
  if (v.customTitle.trim() || v.customUrl.trim()) {
    const title = checkTitle(v.customTitle);
    if (title) e.customTitle = title;
    const url = checkUrl(v.customUrl, true);
    if (url) e.customUrl = url;
  }
  if (requireAll && v.contractCopy && v.manageContract === 'yes' && !v.userUploadedContract) e.userUploadedContract = { key: 'required' };
  return e;
}

/** One "add an item" form: runs its checks, posts, refreshes; the server's field messages beside fields. */
function useItemForm<F extends Record<string, string>>(initial: F, check: (v: F) => Partial<Record<keyof F, RuleMessage>>, send: (v: F) => Promise<unknown>) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const refresh = useRefreshCampaigns();
  const ruleText = useRuleText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof F, RuleMessage>>>({});
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const submit = async () => {
    const found = check(values);
    setErrors(found);
    setServer({});
    if (Object.keys(found).length) {
      setTimeout(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setBusy(true);
    try {
      await send(values);
      setValues(initial);
      toast.show({ tone: 'success', message: t('wizard.saved') });
      await refresh();
    } catch (error) {
      if (isApiError(error)) setServer(error.fieldMessages());
      toast.show({ tone: 'danger', message: isApiError(error) && error.message ? error.message : tc('common.error') });
    } finally {
      setBusy(false);
    }
  };
  const bind = (k: keyof F & string) => ({
    value: values[k],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [k]: e.target.value })),
    error: ruleText(errors[k], server[k]),
  });
  return { values, setValues, bind, submit, busy, setRoot, errorOf: (k: keyof F & string) => ruleText(errors[k], server[k]) };
}

function useRemove() {
  const { t: tc } = useTranslation();
  const toast = useToast();
  const refresh = useRefreshCampaigns();
  return async (action: () => Promise<unknown>, done?: string) => {
    try {
      const answer = (await action()) as { message?: string } | undefined;
      if (done || answer?.message) toast.show({ tone: 'success', message: answer?.message || done || '' });
      await refresh();
    } catch (error) {
      toast.show({ tone: 'danger', message: isApiError(error) && error.message ? error.message : tc('common.error') });
    }
  };
}

/** Step 5, contract and extras (C2.10, C3.4, C3.6, C4.11, C5.4, C5.5, C6.3, C6.5). */
export function ExtrasStep({ campaign }: { campaign: CampaignFull }) {
  const { t } = useTranslation('campaign');
  const navigate = useNavigate();
  const remove = useRemove();
  const roles = useOptionList('team-member-type');
  const x = campaign.extras;
  const initialValues = useMemo<ExtrasValues>(
    () => ({
      googleAnalyticsID: s(x?.googleAnalyticsID),
      facebook: s(x?.links?.facebook),
      twitter: s(x?.links?.twitter),
      youtube: s(x?.links?.youtube),
      website: s(x?.links?.website),
      linkedin: s(x?.links?.linkedin),
      customTitle: s(x?.links?.custom?.[0]?.title),
      customUrl: s(x?.links?.custom?.[0]?.url),
      contractCopy: Boolean(x?.contractCopy),
      manageContract: x?.manageContract ?? 'no',
      userUploadedContract: x?.userUploadedContract ? 'stored' : '',
    }),
    [x],
  );
  const { form, err, serverError, submitWith } = useStepForm({
    step: 'extras',
    campaign,
    initialValues,
    validate: validateExtras,
    save: (v) =>
      campaignsApi.saveExtras(campaign.id, {
        googleAnalyticsID: orNull(v.googleAnalyticsID),
        links: {
          ...Object.fromEntries(LINKS.map((l) => [l, orNull(v[l])])),
          custom: v.customTitle.trim() && v.customUrl.trim() ? [{ title: v.customTitle.trim(), url: v.customUrl.trim() }] : [],
        },
        contractCopy: v.contractCopy,
        manageContract: v.manageContract,
        ...(v.userUploadedContract.startsWith('data:') ? { userUploadedContract: v.userUploadedContract } : {}),
      }),
  });

  const image = useItemForm({ title: '', description: '', image: '' }, (v) => {
    const e: Partial<Record<'title' | 'image', RuleMessage>> = {};
    const title = checkTitle(v.title);
    if (title) e.title = title;
    if (!v.image) e.image = { key: 'imageRequired' };
    return e;
  }, (v) => campaignsApi.addImage(campaign.id, { title: v.title.trim(), description: v.description.trim() || null, image: v.image }));
  const video = useItemForm({ url: '', title: '', description: '' }, (v) => {
    const e: Partial<Record<'url' | 'title', RuleMessage>> = {};
    const url = checkVideo(v.url);
    if (url) e.url = url;
    const title = checkTitle(v.title);
    if (title) e.title = title;
    return e;
  }, (v) => campaignsApi.addVideo(campaign.id, { url: v.url.trim(), title: v.title.trim(), description: v.description.trim() || null }));
  const doc = useItemForm({ title: '', visibility: '', file: '' }, (v) => {
    const e: Partial<Record<'title' | 'visibility' | 'file', RuleMessage>> = {};
    const title = checkTitle(v.title);
    if (title) e.title = title;
    if (!v.visibility) e.visibility = { key: 'visibility' };
    if (!v.file) e.file = { key: 'required' };
    return e;
  }, (v) => campaignsApi.addDocument(campaign.id, { title: v.title.trim(), visibility: v.visibility, file: v.file }));
  // The biography in the campaign's language, and optionally in the other two (issue 36).
  const language = useLanguage();
  const ownLanguage = (campaign.story?.textLanguage ?? language) as TextLanguage;
  const otherLanguages = TEXT_LANGUAGES.filter((lang) => lang !== ownLanguage);
  const member = useItemForm({ fullName: '', role: '', email: '', bio: '', photo: '', bio_ar: '', bio_en: '', bio_fr: '' }, (v) => validateTeamMember(v), (v) =>
    campaignsApi.addTeamMember(campaign.id, {
      fullName: v.fullName.trim(),
      role: v.role.trim(),
      email: v.email.trim(),
      bio: v.bio.trim(),
      bioTranslations: Object.fromEntries(otherLanguages.map((lang) => [lang, v[`bio_${lang}`].trim() || null])),
      ...(v.photo ? { photo: v.photo } : {}),
    }),
  );
  const lead = useItemForm({ investorType: 'individual', name: '', bio: '' }, (v) => {
    const e: Partial<Record<'name' | 'bio', RuleMessage>> = {};
    if (!v.name.trim()) e.name = { key: 'required' };
    if (!v.bio.trim()) e.bio = { key: 'required' };
    return e;
  }, (v) => campaignsApi.addLeadInvestor(campaign.id, { investorType: v.investorType, name: v.name.trim(), bio: v.bio.trim() }));

  return (
    <Stack gap={4}>
      <StepForm formRef={form.formRef} serverError={serverError}>
        <Stack gap={4}>
          <Card title={t('extras.links')} headingLevel={2}>
            <Grid min="16rem" gap={4}>
              {LINKS.map((l) => (
                <TextField key={l} label={t(`links.${l}`)} type="url" dir="ltr" {...form.field(l)} error={err(l)} />
              ))}
              <TextField label={t('fields.customTitle')} {...form.field('customTitle')} error={err('customTitle')} />
              <TextField label={t('fields.customUrl')} type="url" dir="ltr" {...form.field('customUrl')} error={err('customUrl')} />
              <TextField label={t('fields.googleAnalyticsID')} dir="ltr" {...form.field('googleAnalyticsID')} error={err('googleAnalyticsID')} />
            </Grid>
          </Card>
          <Card title={t('extras.contract')} headingLevel={2}>
            <Stack gap={3}>
              <Checkbox label={t('fields.contractCopy')} {...form.checkbox('contractCopy')} />
              <RadioGroup
                legend={t('fields.manageContract')}
                name="manageContract"
                value={form.values.manageContract}
                onChange={(value) => form.setValue('manageContract', value)}
                options={['yes', 'no'].map((k) => ({ value: k, label: t(`yesNo.${k}`) }))}
              />
              {form.values.contractCopy && form.values.manageContract === 'yes' ? (
                <FileField
                  label={t('fields.userUploadedContract')}
                  kind="document"
                  required
                  name="userUploadedContract"
                  value={form.values.userUploadedContract}
                  onChange={(url) => form.setValue('userUploadedContract', url)}
                  error={err('userUploadedContract')}
                />
              ) : null}
            </Stack>
          </Card>
          <StepActions onDraft={submitWith(false)} onContinue={submitWith(true)} submitting={form.submitting} />
        </Stack>
      </StepForm>

      <Card title={t('extras.images')} headingLevel={2}>
        <Stack gap={3}>
          <ul className="campaign-list">
            {(campaign.images ?? []).map((img) => (
              <li key={img.id} className="campaign-item-row">
                <span>{img.title}</span>
                <Button size="sm" variant="ghost" onClick={() => void remove(() => campaignsApi.deleteImage(campaign.id, img.id))}>
                  {t('wizard.delete')}
                </Button>
              </li>
            ))}
          </ul>
          <div ref={image.setRoot}>
            <Grid min="14rem" gap={3}>
              <TextField label={t('fields.imageTitle')} required {...image.bind('title')} />
              <TextField label={t('fields.imageDescription')} {...image.bind('description')} />
            </Grid>
            <FileField label={t('fields.image')} kind="gallery" required value={image.values.image} onChange={(url) => image.setValues((v) => ({ ...v, image: url }))} error={image.errorOf('image')} />
            <Button size="sm" onClick={() => void image.submit()} loading={image.busy}>
              {t('extras.addImage')}
            </Button>
          </div>
        </Stack>
      </Card>

      <Card title={t('extras.videos')} headingLevel={2}>
        <Stack gap={3}>
          <ul className="campaign-list">
            {(campaign.videos ?? []).map((vid) => (
              <li key={vid.id} className="campaign-item-row">
                <span>{vid.title}</span>
                <Button size="sm" variant="ghost" onClick={() => void remove(() => campaignsApi.deleteVideo(campaign.id, vid.id))}>
                  {t('wizard.delete')}
                </Button>
              </li>
            ))}
          </ul>
          <div ref={video.setRoot}>
            <Grid min="14rem" gap={3}>
              <TextField label={t('fields.videoUrl')} required type="url" dir="ltr" hint={t('hints.videoUrl')} {...video.bind('url')} />
              <TextField label={t('fields.videoTitle')} required {...video.bind('title')} />
              <TextField label={t('fields.videoDescription')} {...video.bind('description')} />
            </Grid>
            <Button size="sm" onClick={() => void video.submit()} loading={video.busy}>
              {t('extras.addVideo')}
            </Button>
          </div>
        </Stack>
      </Card>

      <Card title={t('extras.documents')} headingLevel={2}>
        <Stack gap={3}>
          <ul className="campaign-list">
            {(campaign.documents ?? []).map((d) => (
              <li key={d.id} className="campaign-item-row">
                <span>
                  {d.title} <span className="campaign-badge">{t(`visibility.${d.visibility}`)}</span>
                </span>
                <span>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void remove(() => campaignsApi.updateDocument(campaign.id, d.id, { visibility: d.visibility === 'public' ? 'private' : 'public' }))}
                  >
                    {d.visibility === 'public' ? t('extras.makePrivate') : t('extras.makePublic')}
                  </Button>{' '}
                  <Button size="sm" variant="ghost" onClick={() => void remove(() => campaignsApi.deleteDocument(campaign.id, d.id))}>
                    {t('wizard.delete')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          <div ref={doc.setRoot}>
            <Grid min="14rem" gap={3}>
              <TextField label={t('fields.documentTitle')} required {...doc.bind('title')} />
              <Select label={t('fields.visibility')} required placeholder={t('wizard.choose')} options={['public', 'private'].map((k) => ({ value: k, label: t(`visibility.${k}`) }))} {...doc.bind('visibility')} />
            </Grid>
            <FileField label={t('fields.document')} kind="document" required value={doc.values.file} onChange={(url) => doc.setValues((v) => ({ ...v, file: url }))} error={doc.errorOf('file')} />
            <Button size="sm" onClick={() => void doc.submit()} loading={doc.busy}>
              {t('extras.addDocument')}
            </Button>
          </div>
        </Stack>
      </Card>

      <Card title={t('extras.team')} headingLevel={2}>
        <Stack gap={3}>
          <ul className="campaign-list">
            {(campaign.teamMembers ?? []).map((m) => (
              <li key={m.id} className="campaign-item-row">
                <span>
                  {m.fullName} · {m.role} <span className="campaign-badge">{t(`invitation.${m.invitationStatus}`)}</span>
                </span>
                <span>
                  {m.invitationStatus === 'sent' ? (
                    <Button size="sm" variant="outline" onClick={() => void remove(() => campaignsApi.resendInvitation(campaign.id, m.id), t('extras.invitationResent'))}>
                      {t('extras.resend')}
                    </Button>
                  ) : null}{' '}
                  <Button size="sm" variant="ghost" onClick={() => void remove(() => campaignsApi.deleteTeamMember(campaign.id, m.id))}>
                    {t('wizard.delete')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          <div ref={member.setRoot}>
            <Grid min="14rem" gap={3}>
              <TextField label={t('fields.fullName')} required {...member.bind('fullName')} />
              {roles.data?.length ? (
                <Select label={t('fields.role')} required placeholder={t('wizard.choose')} options={roles.data.map((o) => ({ value: o.key, label: o.name }))} {...member.bind('role')} />
              ) : (
                <TextField label={t('fields.role')} required {...member.bind('role')} />
              )}
              <TextField label={t('fields.email')} required type="email" dir="ltr" {...member.bind('email')} />
            </Grid>
            <TextArea label={`${t('fields.bio')} (${t(`languages.${ownLanguage}`)})`} required rows={3} lang={ownLanguage} dir={ownLanguage === 'ar' ? 'rtl' : 'ltr'} {...member.bind('bio')} />
            {otherLanguages.map((lang) => (
              <TextArea key={lang} label={`${t('fields.bio')} (${t(`languages.${lang}`)})`} rows={2} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} {...member.bind(`bio_${lang}`)} />
            ))}
            <Button size="sm" onClick={() => void member.submit()} loading={member.busy}>
              {t('extras.invite')}
            </Button>
          </div>
        </Stack>
      </Card>

      <Card title={t('extras.leadInvestors')} headingLevel={2}>
        <Stack gap={3}>
          <ul className="campaign-list">
            {(campaign.leadInvestors ?? []).map((l) => (
              <li key={l.id} className="campaign-item-row">
                <span>
                  {l.name} · {t(`investorTypes.${l.investorType}`)}
                </span>
                <Button size="sm" variant="ghost" onClick={() => void remove(() => campaignsApi.deleteLeadInvestor(campaign.id, l.id))}>
                  {t('wizard.delete')}
                </Button>
              </li>
            ))}
          </ul>
          <div ref={lead.setRoot}>
            <Grid min="14rem" gap={3}>
              <Select label={t('fields.investorType')} options={['individual', 'company'].map((k) => ({ value: k, label: t(`investorTypes.${k}`) }))} {...lead.bind('investorType')} />
              <TextField label={t('fields.leadName')} required {...lead.bind('name')} />
            </Grid>
            <TextArea label={t('fields.bio')} required rows={3} {...lead.bind('bio')} />
            <Button size="sm" onClick={() => void lead.submit()} loading={lead.busy}>
              {t('extras.addLead')}
            </Button>
          </div>
        </Stack>
      </Card>
      <div className="campaign-form-actions">
        <span />
        <Button variant="outline" onClick={() => navigate(stepPath('funding', campaign.id))}>
          {t('wizard.continue')}
        </Button>
      </div>
    </Stack>
  );
}
