import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@cf/api-client';
import { useValidationText, type ValidationMessageLike } from '@cf/i18n';
import { PasswordField } from '@cf/ui';

type FieldProps = { name: string; value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void };

/**
 * A new password and its confirmation (A5.4), as sign-up, the password reset and the hand-over of a
 * child's account ask for them: the strength hint, the show/hide toggle, the form's or the
 * server's message on each field.
 */
export function NewPasswordFields({
  form,
  server,
  passwordLabel,
}: {
  form: { field: (name: 'password' | 'passwordConfirm') => FieldProps; errors: { password?: ValidationMessageLike; passwordConfirm?: ValidationMessageLike } };
  server: ApiError | null;
  passwordLabel?: string;
}) {
  const { t } = useTranslation();
  const text = useValidationText();
  const toggle = { show: t('common.showPassword'), hide: t('common.hidePassword') };
  return (
    <>
      <PasswordField
        label={passwordLabel ?? t('auth.password')}
        autoComplete="new-password"
        required
        hint={t('auth.passwordHint')}
        toggleLabels={toggle}
        {...form.field('password')}
        error={text(form.errors.password, server?.fieldMessage('password'))}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        required
        toggleLabels={toggle}
        {...form.field('passwordConfirm')}
        error={text(form.errors.passwordConfirm, server?.fieldMessage('passwordConfirm'))}
      />
    </>
  );
}
