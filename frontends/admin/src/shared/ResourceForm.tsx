import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@cf/api-client';
import { Alert, Button, Modal, Stack, useForm, useToast } from '@cf/ui';
import { focusFirstInvalid, useFailureText } from './feedback';
import { FormField } from './form-fields';
import { serverErrors, toBody, toValues, validateFields, type FieldDef, type FormErrors, type FormValues } from './form-model';

export interface ResourceFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  fields: FieldDef[];
  /** The row being edited; absent when adding. */
  row?: Record<string, unknown> | null;
  defaults?: FormValues;
  /** Rules between fields, after each field's own. */
  validate?: (values: FormValues) => FormErrors;
  /** Sends the body (POST when adding, PATCH with the changed fields when editing). */
  save: (body: Record<string, unknown>) => Promise<unknown>;
  savedMessage: string;
  onSaved?: () => void;
  size?: 'md' | 'lg';
  /** A 409 without field errors ("This record already exists") is shown beside this field (slug, code). */
  uniqueField?: string;
}

/** Add/edit dialog of an admin list: client rules first, then the server's field errors inline. */
export function ResourceForm(props: ResourceFormProps) {
  const { t } = useTranslation();
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={props.title} closeLabel={t('common.close')} size={props.size ?? 'lg'}>
      {props.open ? <FormBody {...props} /> : null}
    </Modal>
  );
}

function FormBody({ fields, row, defaults, validate, save, savedMessage, onSaved, onOpenChange, uniqueField }: ResourceFormProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const failureText = useFailureText();
  const formId = `f${useId().replace(/:/g, '')}`;
  const editing = Boolean(row);
  const initialValues = useMemo(() => toValues(fields, row, defaults), [fields, row, defaults]);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);

  const check = useCallback(
    (values: FormValues): FormErrors => ({ ...validateFields(fields, values), ...(validate?.(values) ?? {}) }),
    [fields, validate],
  );

  const form = useForm<FormValues, FormErrors>({
    initialValues,
    validate: check,
    onSubmit: async (values) => {
      setFormError(null);
      const body = toBody(fields, values, editing ? initialValues : undefined);
      if (editing && Object.keys(body).length === 0) {
        toast.show({ tone: 'info', message: t('common.noChanges') });
        onOpenChange(false);
        return;
      }
      try {
        await save(body);
        toast.show({ tone: 'success', message: savedMessage });
        onSaved?.();
        onOpenChange(false);
      } catch (error) {
        const { fields: fieldErrors, other } = serverErrors(error, fields);
        if (uniqueField && isApiError(error) && error.status === 409 && Object.keys(fieldErrors).length === 0 && error.message)
          fieldErrors[uniqueField] = error.message;
        form.setErrors(fieldErrors);
        const hasFieldErrors = Object.keys(fieldErrors).length > 0;
        setFormError(other.length ? other.join(' ') : hasFieldErrors ? t('common.formErrors') : failureText(error));
        toast.show({ tone: 'danger', message: failureText(error) });
        setFocusTick((n) => n + 1);
      }
    },
  });

  // After a refusal: the first field in error, else the message above the form.
  useEffect(() => {
    if (focusTick === 0) return;
    if (form.formRef.current?.querySelector('[aria-invalid="true"]')) focusFirstInvalid(form.formRef.current);
    else alertRef.current?.focus();
  }, [focusTick, form.formRef]);

  const setValue = (name: string, value: string | boolean) => form.setValue(name, value);

  return (
    <form id={formId} ref={form.formRef} onSubmit={(e) => void form.handleSubmit(e)} noValidate className="admin-form">
      <Stack gap={4}>
        {formError ? (
          <div ref={alertRef} tabIndex={-1} className="admin-focus-target">
            <Alert tone="danger">{formError}</Alert>
          </div>
        ) : null}
        {fields
          .filter((def) => (def.visible ? def.visible(form.values) : true))
          .map((def) => (
            <FormField key={def.name} def={def} values={form.values} errors={form.errors} setValue={setValue} />
          ))}
        <div className="admin-form__actions">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={form.submitting}>
            {tc('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {editing ? t('common.saveChanges') : t('common.add')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
