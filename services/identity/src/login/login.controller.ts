import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, Public, RawResponse, type AuthenticatedUser } from '@cf/platform';
import type { ClientInfo } from '../sessions/sessions.service';
import { LoginDto, ResendLoginOtpDto, SocialLoginDto, TwoFactorLoginDto } from './dtos/login.dto';
import { LoginService, type LoginAnswer, type TokenAnswer } from './login.service';
import { SocialLoginService } from './social-login.service';

function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}

@ApiTags('identity: sign-in')
@Controller('api/v1/users')
export class LoginController {
  constructor(
    private readonly login: LoginService,
    private readonly social: SocialLoginService,
  ) {}

  /** A7.2 POST users/login: token at the top level, or a second-factor challenge (A3.2, A4.1). */
  @Public()
  @RawResponse()
  @HttpCode(200)
  @Post('login')
  signIn(@Body() dto: LoginDto, @Req() request: FastifyRequest): Promise<LoginAnswer> {
    return this.login.login(dto, clientOf(request));
  }

  /** A7.5 users/validateLoginTwoFactorUser (email, otpPreferenceTool, code) → token as login. */
  @Public()
  @RawResponse()
  @HttpCode(200)
  @Post('validateLoginTwoFactorUser')
  validateLoginTwoFactorUser(@Body() dto: TwoFactorLoginDto, @Req() request: FastifyRequest): Promise<TokenAnswer> {
    return this.login.completeTwoFactor(dto, clientOf(request));
  }

  /** A7.5 users/resend-login-otp */
  @Public()
  @HttpCode(200)
  @Post('resend-login-otp')
  resendLoginOtp(@Body() dto: ResendLoginOtpDto) {
    return this.login.resendLoginCode(dto.email);
  }

  /** A7.2 POST users/social-login (provider, idToken) → as login. */
  @Public()
  @RawResponse()
  @HttpCode(200)
  @Post('social-login')
  socialLogin(@Body() dto: SocialLoginDto, @Req() request: FastifyRequest): Promise<LoginAnswer> {
    return this.social.signIn(dto, clientOf(request));
  }

  /** Ends the session of the token sent (public so that a stale token still "logs out" cleanly). */
  @Public()
  @HttpCode(200)
  @Post('logout')
  logout(@CurrentUser() user: AuthenticatedUser | undefined) {
    return this.login.logout(user);
  }
}
