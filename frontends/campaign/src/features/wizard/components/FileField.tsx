import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@cf/ui';
import { readAsDataUrl, readImageFacts } from '../../../shared/files';
import { checkFileBasics, checkImageSize, type ImageRule, type RuleMessage } from '../rules';
import { useRuleText } from './use-rule-text';

/**
 * A file input checked in the browser before upload (C5.3): type and size first, then the picture's
 * pixel size; an accepted file becomes a data URL (the service's upload format) passed to `onChange`.
 */
export function FileField({
  label,
  kind,
  value,
  onChange,
  error,
  hint,
  required,
  name,
}: {
  label: string;
  kind: ImageRule | 'document';
  value: string;
  onChange: (dataUrl: string, fileName: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  name?: string;
}) {
  const { t } = useTranslation('campaign');
  const ruleText = useRuleText();
  const id = useId().replace(/:/g, '');
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<RuleMessage | undefined>();
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(undefined);
    if (!file) return;
    const early = checkFileBasics({ type: file.type, size: file.size }, kind);
    if (early) return setProblem(early);
    setBusy(true);
    try {
      if (kind !== 'document') {
        const facts = await readImageFacts(file);
        const sized = checkImageSize(facts, kind);
        if (sized) return setProblem(sized);
      }
      onChange(await readAsDataUrl(file), file.name);
      setPicked(file.name);
    } catch {
      setProblem({ key: 'imageType' });
    } finally {
      setBusy(false);
    }
  };
  const shownError = ruleText(problem) ?? error;
  const isImage = kind !== 'document';
  const preview = isImage && value && (value.startsWith('data:image') || /^(https?:|\/)/.test(value)) ? value : null;
  return (
    <div className={shownError ? 'cf-field cf-field--invalid' : 'cf-field'}>
      <label htmlFor={id} className="cf-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {preview ? <img src={preview} alt={t('wizard.preview', { label })} className="campaign-image-preview" /> : null}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={kind === 'document' ? '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg' : '.png,.jpg,.jpeg,image/png,image/jpeg'}
        onChange={(e) => void onFile(e)}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[shownError ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ')}
        className="cf-visually-hidden"
      />
      <div>
        <Button variant="outline" size="sm" loading={busy} onClick={() => inputRef.current?.click()} aria-describedby={`${id}-hint`}>
          {value ? t('wizard.replaceFile') : t('wizard.chooseFile')}
        </Button>{' '}
        {picked ? <span className="campaign-muted">{picked}</span> : value && !preview ? <span className="campaign-muted">{t('wizard.fileStored')}</span> : null}
      </div>
      {shownError ? (
        <p id={`${id}-error`} className="cf-field__error" role="alert">
          {shownError}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="cf-field__hint">
        {hint ?? t(`wizard.fileHints.${kind}`)}
      </p>
    </div>
  );
}
