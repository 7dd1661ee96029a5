import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@cf/platform';
import { ChangeNumberDto, VerifyPhoneOtpDto } from './phone.dto';
import { PhoneService } from './phone.service';

@ApiTags('identity: phone')
@ApiBearerAuth()
@Controller('api/v1/users')
export class PhoneController {
  constructor(private readonly phone: PhoneService) {}

  /** A7.5 users/change-number (phone) */
  @HttpCode(200)
  @Post('change-number')
  changeNumber(@CurrentUser() user: AuthenticatedUser, @Body() dto: ChangeNumberDto) {
    return this.phone.changeNumber(user, dto.phone);
  }

  /** A7.5 users/resend-otp */
  @HttpCode(200)
  @Post('resend-otp')
  resend(@CurrentUser() user: AuthenticatedUser) {
    return this.phone.resend(user);
  }

  /** A7.5 users/verify-otp (code) */
  @HttpCode(200)
  @Post('verify-otp')
  verify(@CurrentUser() user: AuthenticatedUser, @Body() dto: VerifyPhoneOtpDto) {
    return this.phone.verify(user, dto.code);
  }
}
