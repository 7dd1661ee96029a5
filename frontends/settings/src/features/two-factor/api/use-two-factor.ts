import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type OtpPreferenceTool } from '@cf/api-client';

/** PATCH users/switch-to-two-factor-auth with the password and the proving code; refreshes users/me. */
export function useSwitchTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { tool: OtpPreferenceTool | 'NONE'; password: string; code: string }) =>
      authApi.switchTwoFactor({ otpPreferenceTool: change.tool, password: change.password, code: change.code }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['current-user'] }),
  });
}

/** POST users/two-factor-code: e-mails the code that proves a change made by e-mail. */
export function useSendChangeCode() {
  return useMutation({ mutationFn: () => authApi.sendTwoFactorCode() });
}

/** POST users/regenerate-qr-code: a new secret and its QR image. */
export function useRegenerateQr() {
  return useMutation({ mutationFn: () => authApi.regenerateQrCode() });
}

/** POST users/validateSignupTwoFactorUser {code, password}: proves the app is set up. */
export function useConfirmAppCode() {
  return useMutation({ mutationFn: (proof: { code: string; password: string }) => authApi.validateSignupTwoFactor(proof) });
}
