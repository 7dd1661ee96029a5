import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal, useLanguage } from '@cf/ui';
import type { CampaignFull, Completeness } from '@cf/contracts/rest';
import { stepPath, WIZARD_STEPS, type WizardStep } from '../steps';

/** A missing field's label: `faqs.<id>` names the FAQ's question (in Arabic when there is one); others `campaign:fields.<name>`. */
export function useMissingLabel(campaign: CampaignFull) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  return (field: string) => {
    if (field.startsWith('faqs.')) {
      const faq = campaign.faqs?.find((f) => f.id === field.slice(5));
      const question = (language === 'ar' ? faq?.questionAr || faq?.question : faq?.question) ?? field.slice(5);
      return t('checklist.faqAnswer', { question });
    }
    const name = field.replace(/^step\d\./, '').replace(/^propertyInfo\./, '');
    return t(`fields.${name}`, { defaultValue: name });
  };
}

/**
 * The completeness checklist (C2.29, C4.4): each step with what is still missing, from the service's
 * completeness object, and a link to fix it. Ready to go live only when nothing is missing.
 */
export function ChecklistModal({ open, onOpenChange, campaign, completeness }: { open: boolean; onOpenChange: (open: boolean) => void; campaign: CampaignFull; completeness: Completeness | undefined }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const label = useMissingLabel(campaign);
  const steps = completeness?.steps ?? [];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('checklist.title')}
      description={completeness && !completeness.isAnyFieldMissing ? t('checklist.ready') : t('checklist.intro')}
      closeLabel={tc('common.close')}
    >
      <ol className="campaign-checklist">
        {WIZARD_STEPS.map((key, index) => {
          const step = steps.find((s) => s.key === key);
          const complete = step ? step.complete : false;
          return (
            <li key={key}>
              <strong>
                {t('checklist.step', { n: index + 1 })} {t(`steps.${key}`)}:{' '}
                <span className={complete ? 'campaign-badge campaign-badge--success' : 'campaign-badge campaign-badge--warning'}>{complete ? t('checklist.complete') : t('checklist.incomplete')}</span>
              </strong>
              {step && step.missing.length > 0 ? (
                <>
                  <ul className="campaign-checklist__missing" aria-label={t('checklist.missingIn', { step: t(`steps.${key}`) })}>
                    {step.missing.map((field) => (
                      <li key={field}>{label(field)}</li>
                    ))}
                  </ul>
                  <Link to={stepPath(key as WizardStep, campaign.id)} onClick={() => onOpenChange(false)}>
                    {t('checklist.fix', { step: t(`steps.${key}`) })}
                  </Link>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}
