import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@cf/api-client';
import { Button, Card, Stack, TextArea, TextField, useToast } from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import { useRefreshCampaigns } from '../../../api/hooks';
import type { CampaignFull, Faq } from '@cf/contracts/rest';
import { stepPath } from '../steps';

function FaqEditor({ campaignId, faq, onSaved }: { campaignId: string; faq: Faq | null; onSaved: () => void }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const [values, setValues] = useState({ question: faq?.question ?? '', answer: faq?.answer ?? '', questionAr: faq?.questionAr ?? '', answerAr: faq?.answerAr ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const save = async () => {
    const found: Record<string, string> = {};
    if (!values.question.trim()) found.question = tc('validation.required');
    if (faq?.required && !values.answer.trim()) found.answer = t('validation.answerRequired');
    if (!faq && !values.answer.trim()) found.answer = tc('validation.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const body = { question: values.question.trim(), answer: values.answer.trim() || null, questionAr: values.questionAr.trim() || null, answerAr: values.answerAr.trim() || null };
      if (faq) await campaignsApi.updateFaq(campaignId, faq.id, faq.required ? { answer: body.answer, questionAr: body.questionAr, answerAr: body.answerAr } : body);
      else {
        await campaignsApi.addFaq(campaignId, body);
        setValues({ question: '', answer: '', questionAr: '', answerAr: '' });
      }
      toast.show({ tone: 'success', message: t('wizard.saved') });
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.errors.length) setErrors(error.fieldMessages());
      toast.show({ tone: 'danger', message: isApiError(error) && error.message ? error.message : tc('common.error') });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!faq) return;
    setBusy(true);
    try {
      await campaignsApi.deleteFaq(campaignId, faq.id);
      onSaved();
    } catch (error) {
      toast.show({ tone: 'danger', message: isApiError(error) && error.message ? error.message : tc('common.error') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card headingLevel={3} title={faq ? (faq.required ? t('faqs.required') : t('faqs.custom')) : t('faqs.add')}>
      <Stack gap={3}>
        <TextField label={t('fields.question')} required readOnly={faq?.required} value={values.question} onChange={set('question')} error={errors.question} />
        <TextArea label={t('fields.answer')} required={faq?.required ?? true} rows={3} value={values.answer} onChange={set('answer')} error={errors.answer} />
        <TextField label={t('fields.questionAr')} dir="rtl" lang="ar" value={values.questionAr} onChange={set('questionAr')} />
        <TextArea label={t('fields.answerAr')} dir="rtl" lang="ar" rows={3} value={values.answerAr} onChange={set('answerAr')} />
        <div className="campaign-form-actions">
          <Button size="sm" onClick={() => void save()} loading={busy}>
            {faq ? t('wizard.saveAnswer') : t('faqs.addButton')}
          </Button>
          {faq && !faq.required ? (
            <Button size="sm" variant="danger" onClick={() => void remove()} disabled={busy}>
              {t('wizard.delete')}
            </Button>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}

/** Step 4, FAQs (C2.9, C4.4): the required questions need an answer; owners may add their own. */
export function FaqsStep({ campaign }: { campaign: CampaignFull }) {
  const { t } = useTranslation('campaign');
  const navigate = useNavigate();
  const refresh = useRefreshCampaigns();
  const faqs = [...(campaign.faqs ?? [])].sort((a, b) => Number(b.required) - Number(a.required) || (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  const onSaved = () => void refresh();
  return (
    <Stack gap={4}>
      <p className="campaign-muted">{t('faqs.intro')}</p>
      {faqs.map((faq) => (
        <FaqEditor key={`${faq.id}-${faq.answer ?? ''}`} campaignId={campaign.id} faq={faq} onSaved={onSaved} />
      ))}
      <FaqEditor campaignId={campaign.id} faq={null} onSaved={onSaved} />
      <div className="campaign-form-actions">
        <span />
        <Button onClick={() => navigate(stepPath('extras', campaign.id))}>{t('wizard.continue')}</Button>
      </div>
    </Stack>
  );
}
