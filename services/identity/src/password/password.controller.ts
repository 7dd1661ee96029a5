import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, EndpointBody, ServeEndpoint } from '@cf/platform';
import { forgotPasswordEndpoint, resetPasswordEndpoint, updatePasswordEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { PasswordService } from './password.service';

@ApiTags('identity: password')
@Controller()
export class PasswordController {
  constructor(private readonly passwords: PasswordService) {}

  /** A7.3 POST users/forgotPassword (email) */
  @ServeEndpoint(forgotPasswordEndpoint)
  forgot(@EndpointBody(forgotPasswordEndpoint) dto: EndpointParsedBody<typeof forgotPasswordEndpoint>) {
    return this.passwords.forgotPassword(dto.email);
  }

  /** A7.3 PATCH users/resetPassword/{token} (password, passwordConfirm) */
  @ServeEndpoint(resetPasswordEndpoint)
  reset(@Param('token') token: string, @EndpointBody(resetPasswordEndpoint) dto: EndpointParsedBody<typeof resetPasswordEndpoint>) {
    return this.passwords.resetPassword(token, dto.password);
  }

  /** A7.3 PATCH users/updateMyPassword (passwordCurrent, password, passwordConfirm) */
  @ServeEndpoint(updatePasswordEndpoint)
  update(@CurrentUser() user: AuthenticatedUser, @EndpointBody(updatePasswordEndpoint) dto: EndpointParsedBody<typeof updatePasswordEndpoint>) {
    return this.passwords.updateMyPassword(user, dto.passwordCurrent, dto.password);
  }
}
