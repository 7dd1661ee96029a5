import { Body, Controller, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthenticatedUser } from '@cf/platform';
import { ForgotPasswordDto, ResetPasswordDto, UpdatePasswordDto } from './password.dto';
import { PasswordService } from './password.service';

@ApiTags('identity: password')
@Controller('api/v1/users')
export class PasswordController {
  constructor(private readonly passwords: PasswordService) {}

  /** A7.3 POST users/forgotPassword (email) */
  @Public()
  @HttpCode(200)
  @Post('forgotPassword')
  forgot(@Body() dto: ForgotPasswordDto) {
    return this.passwords.forgotPassword(dto.email);
  }

  /** A7.3 PATCH users/resetPassword/{token} (password, passwordConfirm) */
  @Public()
  @Patch('resetPassword/:token')
  reset(@Param('token') token: string, @Body() dto: ResetPasswordDto) {
    return this.passwords.resetPassword(token, dto.password);
  }

  /** A7.3 PATCH users/updateMyPassword (passwordCurrent, password, passwordConfirm) */
  @Patch('updateMyPassword')
  update(@CurrentUser() user: AuthenticatedUser, @Body() dto: UpdatePasswordDto) {
    return this.passwords.updateMyPassword(user, dto.passwordCurrent, dto.password);
  }
}
