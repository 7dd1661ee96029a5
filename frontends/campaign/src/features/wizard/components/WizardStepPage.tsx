import '../../../campaign.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '@cf/api-client';
import { Alert, Button, Cluster, ConfirmDialog, Container, EmptyState, LoadError, PageHeader, PageLoader, useToast } from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import { useCampaignById, useRefreshCampaigns } from '../../../api/hooks';
import type { CampaignFull } from '@cf/contracts/rest';
import { CAMPAIGN_STATUS } from '../../../shared/campaign-status';
import { stepNumber, stepPath, toStep, WIZARD_STEPS, type WizardStep } from '../steps';
import { ChecklistModal } from './ChecklistModal';
import { CompanyInfoStep } from './CompanyInfoStep';
import { ExtrasStep } from './ExtrasStep';
import { FaqsStep } from './FaqsStep';
import { FundingStep } from './FundingStep';
import { FundraisingStep } from './FundraisingStep';
import { StoryStep } from './StoryStep';

const STEP_FORMS: Record<WizardStep, (props: { campaign: CampaignFull }) => React.ReactElement> = {
  'company-info': CompanyInfoStep,
  'fundraising-detail': FundraisingStep,
  story: StoryStep,
  faqs: FaqsStep,
  extras: ExtrasStep,
  funding: FundingStep,
};

/** The progress stepper: each step links to itself; complete steps are marked (from the service's completeness). */
export function Stepper({ campaign, current }: { campaign: CampaignFull; current: WizardStep }) {
  const { t } = useTranslation('campaign');
  return (
    <nav aria-label={t('wizard.progress')}>
      <ol className="campaign-stepper">
        {WIZARD_STEPS.map((step, index) => {
          const complete = campaign.completeness?.steps.find((s) => s.key === step)?.complete ?? false;
          return (
            <li key={step} className={complete ? 'campaign-stepper__item campaign-stepper__item--complete' : 'campaign-stepper__item'}>
              <Link to={stepPath(step, campaign.id)} className="campaign-stepper__link" aria-current={step === current ? 'step' : undefined}>
                <span className="campaign-stepper__number" aria-hidden="true">
                  {complete ? '✓' : index + 1}
                </span>
                <span>
                  {t(`steps.${step}`)}
                  <span className="cf-visually-hidden">{complete ? ` (${t('checklist.complete')})` : ` (${t('checklist.incomplete')})`}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** /create-campaign/<step>/:id (C2.6–C2.11): loads what is saved, so the owner resumes where they left off. */
export default function WizardStepPage() {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const refresh = useRefreshCampaigns();
  const step = toStep(location.pathname.split('/')[2] ?? '') ?? 'company-info';
  const campaign = useCampaignById(id);
  const [checklistOpen, setChecklistOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  if (campaign.isPending) return <PageLoader label={tc('common.loading')} />;
  // A failed background refresh keeps the page on screen (and a dialog open on it); only a first load shows the error.
  if (campaign.isError && campaign.data === undefined)
    return (
      <Container size="md" className="campaign-page">
        {isApiError(campaign.error) && (campaign.error.status === 404 || campaign.error.status === 403) ? (
          <EmptyState title={campaign.error.message || tc('common.noRecord')} />
        ) : (
          <LoadError error={campaign.error} onRetry={() => void campaign.refetch()} />
        )}
      </Container>
    );
  const data = campaign.data;
  const completeness = data.completeness;
  const ready = completeness ? !completeness.isAnyFieldMissing : false;
  const editable = data.canEdit !== false && (data.status === CAMPAIGN_STATUS.draft || data.status === CAMPAIGN_STATUS.declined);
  const Form = STEP_FORMS[step];

  const submit = async () => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      await campaignsApi.submitForReview(data.id);
      await refresh();
      toast.show({ tone: 'success', message: t('wizard.submitted') });
      navigate(stepPath('thank-you', data.id));
    } catch (error) {
      setSubmitError(isApiError(error) && error.message ? error.message : tc('common.error'));
      await refresh();
    } finally {
      setSubmitting(false);
      setConfirming(false);
    }
  };

  return (
    <Container size="xl" className="campaign-page">
      <PageHeader
        title={t('wizard.title', { name: data.campaignName || data.companyName || t(`types.${data.termsSlug}`) })}
        description={t('wizard.stepOf', { n: stepNumber(step), total: WIZARD_STEPS.length, step: t(`steps.${step}`) })}
        actions={
          <Cluster gap={2}>
            <Button variant="outline" onClick={() => setChecklistOpen(true)}>
              {t('checklist.open')}
            </Button>
            {editable ? (
              <Button onClick={() => setConfirming(true)} disabled={!ready} aria-describedby={ready ? undefined : 'submit-help'}>
                {t('wizard.submit')}
              </Button>
            ) : null}
          </Cluster>
        }
      />
      {editable && !ready ? (
        <p id="submit-help" className="campaign-muted">
          {t('wizard.submitHelp')}
        </p>
      ) : null}
      {data.status === CAMPAIGN_STATUS.declined && data.declineReason ? (
        <Alert tone="warning" title={t('wizard.declined')}>
          {data.declineReason}
        </Alert>
      ) : null}
      {!editable ? <Alert tone="info">{t('wizard.notEditable', { status: data.statusLabel ?? t(`status.${data.statusKey ?? 'pending'}`) })}</Alert> : null}
      {submitError ? (
        <Alert tone="danger" title={tc('common.error')} onClose={() => setSubmitError(null)} closeLabel={tc('common.close')}>
          {submitError}
        </Alert>
      ) : null}
      <Stepper campaign={data} current={step} />
      <Form key={`${step}-${data.id}`} campaign={data} />
      <ChecklistModal open={checklistOpen} onOpenChange={setChecklistOpen} campaign={data} completeness={completeness} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('wizard.confirmTitle')}
        message={t('wizard.confirmBody')}
        confirmLabel={t('wizard.submit')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        onConfirm={() => void submit()}
        busy={submitting}
      />
    </Container>
  );
}
