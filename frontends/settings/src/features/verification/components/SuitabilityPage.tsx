import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatInteger } from '@cf/i18n';
import { Alert, Button, buttonClass, Card, LoadError, ServerError, Spinner, Stack, useLanguage } from '@cf/ui';
import { useMyVerification, useSuitabilityTest, useVerificationWrite } from '../hooks';
import { verificationApi, type SuitabilityView } from '../verification-api';
import { VerificationLayout } from './VerificationLayout';

/**
 * `/account-verification-suitability-test`, step 3 (A6.4): the jurisdiction pack's questions; the
 * score is the server's. A failed test blocks investing and may be taken again after the wait.
 */
export default function SuitabilityPage() {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const verification = useMyVerification();
  const test = useSuitabilityTest();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const [result, setResult] = useState<SuitabilityView | null>(null);
  const answer = useVerificationWrite((answers: Array<{ questionId: string; optionId: string }>) => verificationApi.answerSuitability(answers));

  if (test.isPending || verification.isPending) return <Spinner label={t('verification.loading')} />;
  if (test.isError || !test.data) return <LoadError error={test.error} onRetry={() => void test.refetch()} />;
  const questions = test.data.questions;
  const last = result ?? verification.data?.suitability ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unanswered = questions.filter((q) => !chosen[q.id]);
    setMissing(unanswered.length > 0);
    if (unanswered.length > 0) {
      document.getElementById(`question-${unanswered[0].id}`)?.focus();
      return;
    }
    setServerError(null);
    try {
      setResult(await answer.mutateAsync(questions.map((q) => ({ questionId: q.id, optionId: chosen[q.id] }))));
    } catch (error) {
      setServerError(error);
    }
  };

  return (
    <VerificationLayout current="suitability" verification={verification.data}>
      <Stack gap={4}>
        {last && last.status !== 'not-taken' ? (
          <Alert tone={last.status === 'passed' ? 'success' : 'danger'} title={t(`verification.suitability.${last.status}`)}>
            <Stack gap={2}>
              <span>{t('verification.suitability.score', { score: formatInteger(last.score ?? 0, language), pass: formatInteger(last.passScore, language) })}</span>
              {last.status === 'failed' && (last.score ?? 0) >= last.passScore ? (
                // The pass mark reached, yet an answer misread the risk the test is about (issue 36).
                <span>
                  {t('verification.suitability.misunderstood')} <Link to="/content-page/risk-warning">{t('verification.suitability.riskWarning')}</Link>
                </span>
              ) : null}
              {last.retakeAt ? <span>{t('verification.suitability.retakeAt', { at: formatDateTime(last.retakeAt, language) })}</span> : null}
              {last.status === 'passed' ? (
                <span>
                  <Link className={buttonClass()} to="/account-verification-scan-and-verify">
                    {t('verification.continueWith', { step: t('verification.steps.identityDocument') })}
                  </Link>
                </span>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Card title={t('verification.steps.suitability')}>
          <form onSubmit={submit} noValidate className="settings-form">
            <Stack gap={4}>
              <p className="settings-muted">{t('verification.suitability.intro')}</p>
              <ServerError titled error={serverError} />
              {missing ? <Alert tone="danger">{t('verification.suitability.answerAll')}</Alert> : null}
              {questions.map((q, index) => (
                <fieldset key={q.id} className="verification-fieldset" id={`question-${q.id}`} tabIndex={-1} aria-invalid={missing && !chosen[q.id] ? true : undefined}>
                  <legend>
                    {formatInteger(index + 1, language)}. {q.text}
                  </legend>
                  {q.options.map((o) => (
                    <label key={o.id} className="verification-option">
                      <input type="radio" name={q.id} value={o.id} checked={chosen[q.id] === o.id} onChange={() => setChosen({ ...chosen, [q.id]: o.id })} />
                      <span>{o.text}</span>
                    </label>
                  ))}
                </fieldset>
              ))}
              <div>
                <Button type="submit" loading={answer.isPending}>
                  {t('verification.suitability.submit')}
                </Button>
              </div>
            </Stack>
          </form>
        </Card>
      </Stack>
    </VerificationLayout>
  );
}
