import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, EndpointBody, ServeEndpoint } from '@cf/platform';
import { changeNumberEndpoint, resendPhoneOtpEndpoint, verifyPhoneOtpEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { PhoneService } from './phone.service';

@ApiTags('identity: phone')
@ApiBearerAuth()
@Controller()
export class PhoneController {
  constructor(private readonly phone: PhoneService) {}

  /** A7.5 users/change-number (phone) */
  @ServeEndpoint(changeNumberEndpoint)
  changeNumber(@CurrentUser() user: AuthenticatedUser, @EndpointBody(changeNumberEndpoint) dto: EndpointParsedBody<typeof changeNumberEndpoint>) {
    return this.phone.changeNumber(user, dto.phone);
  }

  /** A7.5 users/resend-otp */
  @ServeEndpoint(resendPhoneOtpEndpoint)
  resend(@CurrentUser() user: AuthenticatedUser) {
    return this.phone.resend(user);
  }

  /** A7.5 users/verify-otp (code) */
  @ServeEndpoint(verifyPhoneOtpEndpoint)
  verify(@CurrentUser() user: AuthenticatedUser, @EndpointBody(verifyPhoneOtpEndpoint) dto: EndpointParsedBody<typeof verifyPhoneOtpEndpoint>) {
    return this.phone.verify(user, dto.code);
  }
}
