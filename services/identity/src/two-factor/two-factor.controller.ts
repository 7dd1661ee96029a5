import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@cf/platform';
import { ConfirmTotpDto, SwitchTwoFactorDto } from './dtos/two-factor.dto';
import { TwoFactorService } from './two-factor.service';

@ApiTags('identity: two-factor settings')
@ApiBearerAuth()
@Controller('api/v1/users')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  /** A7.5 users/regenerate-qr-code: { qrCode (PNG data URL), secret, otpauthUrl, issuer }. */
  @Get('regenerate-qr-code')
  regenerateGet(@CurrentUser() user: AuthenticatedUser) {
    return this.twoFactor.regenerateQrCode(user);
  }

  @HttpCode(200)
  @Post('regenerate-qr-code')
  regeneratePost(@CurrentUser() user: AuthenticatedUser) {
    return this.twoFactor.regenerateQrCode(user);
  }

  /** A7.5 users/validateSignupTwoFactorUser (code[, email]) */
  @HttpCode(200)
  @Post('validateSignupTwoFactorUser')
  confirm(@CurrentUser() user: AuthenticatedUser, @Body() dto: ConfirmTotpDto) {
    return this.twoFactor.confirmAuthenticator(user, dto.code, dto.email);
  }

  /** A7.5 PATCH users/switch-to-two-factor-auth (email[, otpPreferenceTool]) */
  @Patch('switch-to-two-factor-auth')
  switchTool(@CurrentUser() user: AuthenticatedUser, @Body() dto: SwitchTwoFactorDto) {
    return this.twoFactor.switchTool(user, dto.otpPreferenceTool ?? 'EMAIL', dto.email);
  }
}
