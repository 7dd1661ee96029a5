import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type OtpPreferenceTool } from '@cf/api-client';

/** PATCH users/switch-to-two-factor-auth; refreshes users/me so the current method shows. */
export function useSwitchTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tool: OtpPreferenceTool) => authApi.switchTwoFactor({ otpPreferenceTool: tool }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['current-user'] }),
  });
}

/** POST users/regenerate-qr-code: a new secret and its QR image. */
export function useRegenerateQr() {
  return useMutation({ mutationFn: () => authApi.regenerateQrCode() });
}

/** POST users/validateSignupTwoFactorUser {code}: proves the app is set up. */
export function useConfirmAppCode() {
  return useMutation({ mutationFn: (code: string) => authApi.validateSignupTwoFactor({ code }) });
}
