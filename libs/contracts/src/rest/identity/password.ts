import * as z from 'zod/mini';
import { defineEndpoint } from '../define-endpoint';
import { email, passwordsMatch, strongPassword, typedPassword } from './fields';
import { messageAnswerSchema } from './answers';

export const forgotPasswordSchema = z.object({ email: email() });

export const forgotPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/forgotPassword',
  access: 'public',
  context: 'identity',
  answer: messageAnswerSchema,
  summary: 'A7.3 E-mail a password-reset link (the same answer whether or not the address has an account).',
  body: forgotPasswordSchema,
});

/** A5.4 a new password and its confirmation (A8 "Password doesn't match"). */
export const resetPasswordSchema = z.object({ password: strongPassword(), passwordConfirm: typedPassword('identity.passwordMismatch') }).check(passwordsMatch);
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

export const resetPasswordEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'users/resetPassword/:token',
  access: 'public',
  context: 'identity',
  answer: messageAnswerSchema,
  summary: 'A7.3 Set a new password with the token of the reset link; every session of the account ends.',
  body: resetPasswordSchema,
});

export const updatePasswordSchema = z
  .object({ passwordCurrent: typedPassword('identity.currentPasswordWrong'), password: strongPassword(), passwordConfirm: typedPassword('identity.passwordMismatch') })
  .check(passwordsMatch);
export type UpdatePasswordRequest = z.input<typeof updatePasswordSchema>;

export const updatePasswordEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'users/updateMyPassword',
  access: 'user',
  context: 'identity',
  answer: messageAnswerSchema,
  summary: 'A7.3 Change the password (the current one first); the other sessions end.',
  body: updatePasswordSchema,
});
