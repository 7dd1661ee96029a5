import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '@cf/i18n';
import { Alert, Button, Card, CodeCountdown, ServerError, Stack, TextField, useLanguage, useSecondsUntil, useToast } from '@cf/ui';

const PHONE = /^\+?[0-9]{8,13}$/;
const CODE = /^[0-9]{6}$/;

/**
 * A4.4 the code texted to confirm a signature (the consent agreement, a child's registration
 * agreement): countdown, the code, "Time expired", resend, change number and change signature.
 * The page passes its own calls; a refusal is shown here.
 */
export function TextedCodeCard({
  phoneMasked,
  codeExpiresAt,
  resendAt,
  onConfirm,
  onResend,
  onSignAgain,
  confirming,
  resending,
}: {
  phoneMasked: string | null;
  codeExpiresAt: string | null;
  resendAt: string | null;
  onConfirm: (code: string) => Promise<void>;
  onResend: (phone?: string) => Promise<void>;
  onSignAgain: () => void;
  confirming: boolean;
  resending: boolean;
}) {
  const { t } = useTranslation('settings');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [changing, setChanging] = useState(false);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<unknown>(null);
  const expired = useSecondsUntil(codeExpiresAt) === 0;
  const resendIn = useSecondsUntil(resendAt);

  const send = async (to?: string) => {
    setServerError(null);
    try {
      await onResend(to);
      setCode('');
      setChanging(false);
      toast.show({ tone: 'success', message: common('oneTimeCode.codeSent') });
    } catch (error) {
      setServerError(error);
    }
  };

  return (
    <Card title={t('verification.consent.codeTitle')}>
      <Stack gap={4}>
        <CodeCountdown phoneMasked={phoneMasked} expiresAt={codeExpiresAt} expiredHelp={t('verification.consent.timeExpiredHelp')} />
        <ServerError titled error={serverError} />
        {!expired ? (
          <form
            noValidate
            className="settings-form"
            onSubmit={async (event) => {
              event.preventDefault();
              if (!CODE.test(code.trim())) {
                setCodeError(common('oneTimeCode.codeInvalid'));
                return;
              }
              setCodeError(undefined);
              setServerError(null);
              try {
                await onConfirm(code.trim());
              } catch (error) {
                setServerError(error);
              }
            }}
          >
            <Stack gap={3}>
              <TextField
                label={common('oneTimeCode.code')}
                value={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                maxLength={6}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                error={codeError}
              />
              <div>
                <Button type="submit" loading={confirming}>
                  {t('verification.consent.confirm')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
        <div className="consent-actions">
          <Button variant="outline" size="sm" disabled={resendIn > 0 || resending} onClick={() => void send()}>
            {resendIn > 0 ? common('oneTimeCode.resendIn', { seconds: formatInteger(resendIn, language) }) : common('oneTimeCode.resend')}
          </Button>
          <Button variant="outline" size="sm" aria-expanded={changing} onClick={() => setChanging(!changing)}>
            {t('verification.consent.changeNumber')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onSignAgain}>
            {t('verification.consent.changeSignature')}
          </Button>
        </div>
        {changing ? (
          <form
            noValidate
            className="settings-form"
            onSubmit={(event) => {
              event.preventDefault();
              const to = phone.replace(/[\s-]/g, '');
              if (!PHONE.test(to)) {
                setPhoneError(t('verification.consent.phoneInvalid'));
                return;
              }
              setPhoneError(undefined);
              void send(to);
            }}
          >
            <Stack gap={3}>
              {/* A8.4: an Omani mobile number is tied to the civil ID; the police update it. */}
              <Alert tone="info">{t('verification.consent.omanPhoneNotice')}</Alert>
              <TextField
                label={t('verification.consent.newPhone')}
                type="tel"
                dir="ltr"
                inputMode="tel"
                autoComplete="tel"
                maxLength={16}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                error={phoneError}
              />
              <div>
                <Button type="submit" size="sm" loading={resending} disabled={resendIn > 0}>
                  {t('verification.consent.sendToNewNumber')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Card>
  );
}
