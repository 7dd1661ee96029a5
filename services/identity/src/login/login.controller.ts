import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { type AuthenticatedUser, CurrentUser, EndpointBody, RawResponse, ServeEndpoint } from '@cf/platform';
import { loginEndpoint, logoutEndpoint, resendLoginOtpEndpoint, socialLoginEndpoint, twoFactorLoginEndpoint, type EndpointParsedBody } from '@cf/contracts';
import type { ClientInfo } from '../core/sessions/sessions.service';
import type { LoginAnswer, TokenAnswer } from '@cf/contracts';
import { LoginService } from './login.service';
import { SocialLoginService } from './social-login.service';

function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}

@ApiTags('identity: sign-in')
@Controller()
export class LoginController {
  constructor(
    private readonly login: LoginService,
    private readonly social: SocialLoginService,
  ) {}

  /** A7.2 POST users/login: token at the top level, or a second-factor challenge (A3.2, A4.1). */
  @RawResponse()
  @ServeEndpoint(loginEndpoint)
  signIn(@EndpointBody(loginEndpoint) dto: EndpointParsedBody<typeof loginEndpoint>, @Req() request: FastifyRequest): Promise<LoginAnswer> {
    return this.login.login(dto, clientOf(request));
  }

  /** A7.5 users/validateLoginTwoFactorUser (email, otpPreferenceTool, code) → token as login. */
  @RawResponse()
  @ServeEndpoint(twoFactorLoginEndpoint)
  validateLoginTwoFactorUser(@EndpointBody(twoFactorLoginEndpoint) dto: EndpointParsedBody<typeof twoFactorLoginEndpoint>, @Req() request: FastifyRequest): Promise<TokenAnswer> {
    return this.login.completeTwoFactor(dto, clientOf(request));
  }

  /** A7.5 users/resend-login-otp */
  @ServeEndpoint(resendLoginOtpEndpoint)
  resendLoginOtp(@EndpointBody(resendLoginOtpEndpoint) dto: EndpointParsedBody<typeof resendLoginOtpEndpoint>) {
    return this.login.resendLoginCode(dto.email);
  }

  /** A7.2 POST users/social-login (provider, idToken) → as login. */
  @RawResponse()
  @ServeEndpoint(socialLoginEndpoint)
  socialLogin(@EndpointBody(socialLoginEndpoint) dto: EndpointParsedBody<typeof socialLoginEndpoint>, @Req() request: FastifyRequest): Promise<LoginAnswer> {
    return this.social.signIn(dto, clientOf(request));
  }

  /** Ends the session of the token sent (public so that a stale token still "logs out" cleanly). */
  @ServeEndpoint(logoutEndpoint)
  logout(@CurrentUser() user: AuthenticatedUser | undefined) {
    return this.login.logout(user);
  }
}
