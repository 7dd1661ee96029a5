import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePad from 'signature_pad';
import { formatInteger } from '@cf/i18n';
import { readAsDataUrl } from '../files/read-as-data-url';
import { useLanguage } from './Money';
import { Alert } from './Alert';
import { Button, buttonClass } from './Button';
import { TextField } from './Field';
import { Tabs } from './Tabs';

export type SignatureKindChoice = 'typed' | 'drawn' | 'image';
export interface SignatureValue {
  kind: SignatureKindChoice;
  text: string;
  image: string | null;
}
export const EMPTY_SIGNATURE: SignatureValue = { kind: 'typed', text: '', image: null };

/**
 * A5.8, C5.12: a signature drawn with a finger, a pen or the mouse (signature_pad), 400 by 200 as the
 * specification recommends, given back as a PNG data URL after every stroke (null once cleared).
 */
export function SignaturePadField({ label, onChange }: { label: string; onChange: (dataUrl: string | null) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let closed = false;
    // signature_pad loads when a pad is shown, not with every page that carries @cf/ui.
    void import('signature_pad').then(({ default: Pad }) => {
      if (closed) return;
      // Sharp lines on high-density screens: the bitmap follows the device's pixel ratio.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = 400 * ratio;
      element.height = 200 * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      const instance = new Pad(element, { penColor: '#102a43', minWidth: 0.8, maxWidth: 2.6 });
      instance.addEventListener('endStroke', () => changed.current(instance.isEmpty() ? null : instance.toDataURL('image/png')));
      pad.current = instance;
    });
    return () => {
      closed = true;
      pad.current?.off();
    };
  }, []);

  return (
    <div className="cf-signature-pad">
      <p className="cf-field__label" id="signature-pad-label">
        {label}
      </p>
      <canvas
        ref={canvas}
        className="cf-signature-pad__canvas"
        role="img"
        aria-labelledby="signature-pad-label"
        data-testid="signature-pad"
      />
      <div>
        <Button
          variant="outline"
          size="sm"
          type="button"
          onClick={() => {
            pad.current?.clear();
            changed.current(null);
          }}
        >
          {t('signature.clear')}
        </Button>
      </div>
    </div>
  );
}

/**
 * How a signature is given (A5.8, C5.12): typed (at most `typedMax` characters), drawn, or an
 * image under `imageMaxBytes`; the consent agreement and investment contracts take the same.
 */
export function SignatureInput({
  value,
  onChange,
  error,
  typedMax,
  imageMaxBytes,
}: {
  value: SignatureValue;
  onChange: (value: SignatureValue) => void;
  error?: string;
  typedMax: number;
  imageMaxBytes: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [fileError, setFileError] = useState<string | undefined>();
  const shown = fileError ?? error;
  return (
    <>
      <Tabs
        label={t('signature.howToSign')}
        value={value.kind}
        onValueChange={(kind) => {
          setFileError(undefined);
          onChange({ kind: kind as SignatureKindChoice, text: value.text, image: null });
        }}
        items={[
          {
            value: 'typed',
            label: t('signature.kinds.typed'),
            content: (
              <TextField
                label={t('signature.typedLabel')}
                value={value.text}
                maxLength={typedMax}
                autoComplete="name"
                dir="auto"
                hint={t('signature.typedHint', {
                  left: formatInteger(typedMax - value.text.length, language),
                  max: formatInteger(typedMax, language),
                })}
                onChange={(e) => onChange({ ...value, text: e.target.value })}
                error={value.kind === 'typed' ? shown : undefined}
              />
            ),
          },
          {
            value: 'drawn',
            label: t('signature.kinds.drawn'),
            content: <SignaturePadField label={t('signature.drawLabel')} onChange={(image) => onChange({ ...value, image })} />,
          },
          {
            value: 'image',
            label: t('signature.kinds.image'),
            content: (
              <div className="cf-signature-image">
                {value.image && value.kind === 'image' ? (
                  <img src={value.image} alt={t('signature.kinds.image')} className="cf-signature-preview" />
                ) : null}
                <input
                  id="signature-image"
                  className="cf-visually-hidden"
                  type="file"
                  accept="image/png,image/jpeg"
                  aria-label={t('signature.imageLabel')}
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (!file) return;
                    if (file.size >= imageMaxBytes) {
                      setFileError(t('signature.imageTooLarge'));
                      return;
                    }
                    setFileError(undefined);
                    onChange({ ...value, image: await readAsDataUrl(file) });
                  }}
                />
                <label htmlFor="signature-image" className={buttonClass('outline', 'sm')} aria-hidden="true">
                  {value.image ? t('signature.replacePicture') : t('signature.choosePicture')}
                </label>
                <p className="cf-muted">{t('signature.imageHint')}</p>
              </div>
            ),
          },
        ]}
      />
      {value.kind !== 'typed' && shown ? (
        <p className="cf-field__error" role="alert">
          {shown}
        </p>
      ) : null}
    </>
  );
}

/** The signature's own check before it is sent: something typed, drawn or chosen. */
export function signatureMissing(value: SignatureValue): boolean {
  return value.kind === 'typed' ? !value.text.trim() : !value.image;
}

/** Seconds left until `iso` (0 once past), ticking every second. */
export function useSecondsUntil(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
}

/** Where a texted code went and how long it lives (A4.4, C4.14): a countdown, then "Time expired". */
export function CodeCountdown({
  phoneMasked,
  expiresAt,
  expiredHelp,
}: {
  phoneMasked: string | null;
  expiresAt: string | null;
  expiredHelp: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const left = useSecondsUntil(expiresAt);
  const clock = `${formatInteger(Math.floor(left / 60), language)}:${formatInteger(left % 60, language).padStart(2, formatInteger(0, language))}`;
  return (
    <>
      {/* bdi: the masked number stays one left-to-right run after an Arabic sentence. */}
      <p>
        {t('oneTimeCode.codeSentTo')} <bdi dir="ltr">{phoneMasked}</bdi>
      </p>
      {left === 0 ? (
        <Alert tone="danger" title={t('oneTimeCode.timeExpired')}>
          {expiredHelp}
        </Alert>
      ) : (
        <p className="cf-code-countdown" aria-live="off">
          {t('oneTimeCode.timeLeft')} <span dir="ltr">{clock}</span>
        </p>
      )}
    </>
  );
}
