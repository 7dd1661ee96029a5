import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImage, checkImageFile, IMAGE_RULES, type ImageKind, type RuleMessage } from '@cf/api-client';
import { Button, TextField } from '@cf/ui';
import { readImageFacts } from './image-facts';
import { useRuleText } from './use-rule-text';

export interface ImagePickerProps {
  kind: ImageKind;
  label: string;
  /** The saved image address (users/me). */
  current: string;
  /** The address field of the form (what is saved). */
  url: { name: string; value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void };
  urlError?: string;
  /**
   * Sends an accepted file (A5.8). Answers null when stored, else the server's message. Without it
   * the file is only previewed and the address field is what gets saved.
   */
  onUpload?: (file: File) => Promise<string | null>;
}

/**
 * Picture and cover (A5.9, A9.4): the picked file is checked in the browser (.jpg/.jpeg/.png, at most
 * 2 MB, a square of at least 200×200 for the picture, at least 1350×400 for the cover) and previewed.
 * With `onUpload` the accepted file is sent (identity checks it again); without it, it is only previewed
 * and the address field beside it is what gets saved.
 */
export function ImagePicker({ kind, label, current, url, urlError, onUpload }: ImagePickerProps) {
  const { t } = useTranslation('settings');
  const ruleText = useRuleText();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<RuleMessage | undefined>();
  const [checking, setChecking] = useState(false);
  const [accepted, setAccepted] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProblem(undefined);
    setUploadError(null);
    setAccepted(null);
    if (preview) URL.revokeObjectURL(preview);
    setPreview(null);
    if (!file) return;
    const early = checkImageFile(file);
    if (early) {
      setProblem(early);
      return;
    }
    setChecking(true);
    try {
      const facts = await readImageFacts(file);
      const found = checkImage(kind, facts);
      if (found) {
        setProblem(found);
        return;
      }
      if (onUpload) {
        const failure = await onUpload(file);
        if (failure) {
          setUploadError(failure);
          return;
        }
      }
      setAccepted(t('images.accepted', { name: file.name, width: facts.width, height: facts.height }));
      setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    } catch {
      setProblem({ key: 'imageType' });
    } finally {
      setChecking(false);
    }
  };

  const shown = preview ?? (url.value.trim() || current || '');
  const rules = IMAGE_RULES[kind];
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const problemText = uploadError ?? ruleText(problem);

  return (
    <div className={`settings-image settings-image--${kind}`}>
      <p className="settings-image__label">{label}</p>
      <div className="settings-image__frame">
        {shown ? (
          <img src={shown} alt={t(kind === 'photo' ? 'images.photoAlt' : 'images.coverAlt')} className="settings-image__img" />
        ) : (
          <span className="settings-image__empty">{t('images.none')}</span>
        )}
      </div>
      <div className="settings-image__controls">
        <input
          ref={fileRef}
          id={inputId}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          className="cf-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`${kind}-file`}
          onChange={(e) => void onFile(e)}
        />
        <Button
          variant="outline"
          size="sm"
          loading={checking}
          onClick={() => fileRef.current?.click()}
          aria-describedby={[problemText ? errorId : '', hintId].filter(Boolean).join(' ')}
        >
          {t(kind === 'photo' ? 'images.choosePhoto' : 'images.chooseCover')}
        </Button>
        <p id={hintId} className="cf-field__hint">
          {t(kind === 'photo' ? 'images.photoRules' : 'images.coverRules', {
            width: rules.minWidth,
            height: rules.minHeight,
            max: IMAGE_RULES.maxBytes / (1024 * 1024),
          })}
        </p>
        {problemText ? (
          <p id={errorId} className="cf-field__error" role="alert">
            {problemText}
          </p>
        ) : null}
        {accepted ? (
          <p className="settings-image__ok" role="status">
            {onUpload ? accepted : `${accepted} ${t('images.noUpload')}`}
          </p>
        ) : null}
      </div>
      <TextField
        label={t(kind === 'photo' ? 'images.photoUrl' : 'images.coverUrl')}
        hint={t('images.urlHint')}
        type="url"
        dir="ltr"
        inputMode="url"
        maxLength={500}
        {...url}
        error={urlError}
      />
    </div>
  );
}
