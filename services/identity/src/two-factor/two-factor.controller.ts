import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, EndpointBody, ServeEndpoint } from '@cf/platform';
import { confirmTotpEndpoint, qrCodeEndpoint, regenerateQrCodeEndpoint, switchTwoFactorEndpoint, twoFactorCodeEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { TwoFactorService } from './two-factor.service';

@ApiTags('identity: two-factor settings')
@ApiBearerAuth()
@Controller()
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  /** A7.5 users/regenerate-qr-code: { qrCode (PNG data URL), secret, otpauthUrl, issuer }. */
  @ServeEndpoint(qrCodeEndpoint)
  regenerateGet(@CurrentUser() user: AuthenticatedUser) {
    return this.twoFactor.regenerateQrCode(user);
  }

  @ServeEndpoint(regenerateQrCodeEndpoint)
  regeneratePost(@CurrentUser() user: AuthenticatedUser) {
    return this.twoFactor.regenerateQrCode(user);
  }

  /** A7.5 users/validateSignupTwoFactorUser (code, password[, email]) */
  @ServeEndpoint(confirmTotpEndpoint)
  confirm(@CurrentUser() user: AuthenticatedUser, @EndpointBody(confirmTotpEndpoint) dto: EndpointParsedBody<typeof confirmTotpEndpoint>) {
    return this.twoFactor.confirmAuthenticator(user, dto.code, dto.password, dto.email);
  }

  /** users/two-factor-code: the e-mailed code confirming a change of the second factor. */
  @ServeEndpoint(twoFactorCodeEndpoint)
  sendChangeCode(@CurrentUser() user: AuthenticatedUser) {
    return this.twoFactor.sendChangeCode(user);
  }

  /** A7.5 PATCH users/switch-to-two-factor-auth (email[, otpPreferenceTool]) */
  @ServeEndpoint(switchTwoFactorEndpoint)
  switchTool(@CurrentUser() user: AuthenticatedUser, @EndpointBody(switchTwoFactorEndpoint) dto: EndpointParsedBody<typeof switchTwoFactorEndpoint>) {
    return this.twoFactor.switchTool(user, dto.otpPreferenceTool ?? 'EMAIL', { password: dto.password, code: dto.code }, dto.email);
  }
}
