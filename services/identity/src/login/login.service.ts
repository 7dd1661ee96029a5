import { Injectable } from '@nestjs/common';
import { type ChallengeAnswer, LoginCodeIssuedV1, type LoginAnswer, type TokenAnswer, UserLoggedInV1, UserLoggedOutV1 } from '@cf/contracts';
import { AppError, type AuthenticatedUser, Clock, OutboxService, secondsUntil, Transactions } from '@cf/platform';
import { AT_REST_PURPOSE, AtRestSecrets, DeliverySeal } from '../core/sealed-secrets';
import { CaptchaService } from '../captcha/captcha.service';
import { LIMITS } from '../core/constants';
import { requestLanguage, say } from '../core/language';
import { OneTimeCodesService } from '../core/one-time-codes.service';
import { PasswordHasher } from '../core/password-hasher';
import { SessionsService, type ClientInfo } from '../core/sessions/sessions.service';
import type { SessionMethod } from '../core/sessions/entities/session.entity';
import { totpStep } from '../two-factor/totp';
import { User } from '../core/users/entities/user.entity';
import { loginUserView } from '../core/users/user-views';
import { UsersRepository } from '../core/users/users.repository';
import type { EndpointParsedBody, loginEndpoint, twoFactorLoginEndpoint } from '@cf/contracts';

type LoginDto = EndpointParsedBody<typeof loginEndpoint>;
type TwoFactorLoginDto = EndpointParsedBody<typeof twoFactorLoginEndpoint>;
import { SignInThrottleService } from './sign-in-throttle.service';


const LOGIN_CODE_ERRORS = {
  missing: 'identity.loginChallengeMissing',
  expired: 'identity.codeExpired',
  invalid: 'identity.codeInvalid',
  tooMany: 'identity.codeTooManyAttempts',
};

/** Sign-in with password (and captcha), the second factor, and sign-out. */
@Injectable()
export class LoginService {
  constructor(
    private readonly tx: Transactions,
    private readonly outbox: OutboxService,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly captcha: CaptchaService,
    private readonly throttle: SignInThrottleService,
    private readonly codes: OneTimeCodesService,
    private readonly sessions: SessionsService,
    private readonly seal: DeliverySeal,
    private readonly secrets: AtRestSecrets,
    private readonly clock: Clock,
  ) {}

  async login(dto: LoginDto, client: ClientInfo): Promise<LoginAnswer> {
    await this.captcha.verify(dto.captchaId, dto.captchaValue);
    await this.throttle.admit(dto.email, client.ip);
    const user = await this.users.findByEmail(dto.email);
    const passwordOk = await this.hasher.verify(user?.passwordHash ?? null, dto.password);
    if (!user || !passwordOk) {
      // Same answer for an unknown e-mail and a wrong password (no account probing).
      await this.throttle.failed(dto.email, user);
      throw new AppError('identity.loginFailed', 401);
    }
    await this.throttle.succeeded(dto.email, client.ip);
    return this.afterFirstFactor(user, 'password', client, await this.throttle.stepUpRequired(dto.email));
  }

  /**
   * The first factor is proven (password, or a provider's ID token): refuse deactivated and
   * unactivated accounts, then either open a session or ask for the second factor. An account under
   * a wave of password guesses (`stepUp`) is asked for an e-mailed code even without a second factor.
   */
  async afterFirstFactor(user: User, method: SessionMethod, client: ClientInfo, stepUp = false): Promise<LoginAnswer> {
    if (user.disabledAt !== null) throw new AppError('identity.accountDisabled', 403);
    if (user.activatedAt === null) throw new AppError('identity.notActivated', 403, {}, { showResendLink: true });
    if (user.otpPreferenceTool === 'EMAIL' || (user.otpPreferenceTool === '2FA' && user.totpSecret)) {
      return this.challenge(user, user.otpPreferenceTool);
    }
    if (stepUp) return this.challenge(user, 'EMAIL');
    return this.openSession(user, method, client);
  }

  private async challenge(user: User, tool: 'EMAIL' | '2FA'): Promise<ChallengeAnswer> {
    await this.tx.run(async () => {
      const { row, code } = await this.codes.issue({
        userId: user.id,
        purpose: 'login',
        method: tool,
        seconds: LIMITS.loginCodeSeconds,
        withCode: tool === 'EMAIL',
      });
      if (code)
        await this.outbox.append(LoginCodeIssuedV1, user.id, {
          userId: user.id,
          email: user.email,
          firstName: user.firstName,
          sealedCode: this.seal.seal(LoginCodeIssuedV1, code),
          expiresAt: row.expiresAt,
          language: requestLanguage(user.language),
        });
    });
    return {
      status: 'success',
      message: say(tool === 'EMAIL' ? 'identity.loginCodeSent' : 'identity.enterAppCode'),
      data: { otpPreferenceTool: tool, twoFactorAuthVerified: 'no', email: user.email },
    };
  }

  async openSession(user: User, method: SessionMethod, client: ClientInfo): Promise<TokenAnswer> {
    const issued = await this.tx.run(async () => {
      const session = await this.sessions.open(user, method, client);
      await this.outbox.append(UserLoggedInV1, user.id, { userId: user.id, method, ip: client.ip });
      return session;
    });
    return {
      status: 'success',
      token: issued.token,
      expiresIn: LIMITS.sessionSeconds,
      expirationDate: issued.expiresAt,
      data: { user: loginUserView(user) },
    };
  }

  /** users/validateLoginTwoFactorUser: the code of the open challenge (e-mailed, or from the app). */
  async completeTwoFactor(dto: TwoFactorLoginDto, client: ClientInfo): Promise<TokenAnswer> {
    const user = await this.users.findByEmail(dto.email);
    const row = user ? await this.codes.latestOpen(user.id, 'login') : null;
    if (!user || !row) throw new AppError('identity.loginChallengeMissing', 400);
    if (dto.otpPreferenceTool && dto.otpPreferenceTool !== row.method) throw new AppError('identity.otpToolMismatch', 400);
    let step: number | null = null;
    await this.codes.answer(
      row,
      (challenge) => {
        if (challenge.method === 'EMAIL') return this.codes.matches(challenge, dto.code);
        step = user.totpSecret ? totpStep(this.secrets.open(user.totpSecret, AT_REST_PURPOSE.totpSecret), dto.code, this.clock.now()) : null;
        return step !== null && (user.totpLastStep === null || step > user.totpLastStep);
      },
      LIMITS.loginCodeMaxAttempts,
      LOGIN_CODE_ERRORS,
    );
    if (step !== null) {
      // A used authenticator code is never accepted again (replay within its 30 seconds).
      await this.users.update(user.id, { totpLastStep: step });
    }
    const fresh = await this.users.findById(user.id);
    if (!fresh || fresh.disabledAt !== null) throw new AppError('identity.accountDisabled', 403);
    return this.openSession(fresh, row.method === 'EMAIL' ? 'two-factor-email' : 'two-factor-app', client);
  }

  /** users/resend-login-otp: a new e-mailed code for the sign-in in progress (the old one dies). */
  async resendLoginCode(email: string): Promise<{ message: string; expiresAt: string }> {
    const user = await this.users.findByEmail(email);
    const open = user ? await this.codes.latestOpen(user.id, 'login') : null;
    if (!user || !open || open.method !== 'EMAIL') throw new AppError('identity.loginChallengeMissing', 400);
    if (open.createdAt > this.clock.inSeconds(-30)) throw AppError.tooMany('identity.codeResendTooSoon', secondsUntil(open.createdAt, 30, this.clock.now()));
    if ((await this.codes.countSince(user.id, 'login', this.clock.inSeconds(-LIMITS.loginCodeResendWindowSeconds))) >= LIMITS.loginCodesPerWindow)
      throw AppError.tooMany('identity.codeResendLimit', LIMITS.loginCodeResendWindowSeconds);
    const expiresAt = await this.tx.run(async () => {
      const { row, code } = await this.codes.issue({
        userId: user.id,
        purpose: 'login',
        method: 'EMAIL',
        seconds: LIMITS.loginCodeSeconds,
        withCode: true,
      });
      await this.outbox.append(LoginCodeIssuedV1, user.id, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        sealedCode: this.seal.seal(LoginCodeIssuedV1, code!),
        expiresAt: row.expiresAt,
        language: requestLanguage(user.language),
      });
      return row.expiresAt;
    });
    return { message: say('identity.loginCodeSent'), expiresAt };
  }

  /** users/logout: ends the caller's session everywhere (its token is refused from now on). */
  async logout(user: AuthenticatedUser | undefined): Promise<{ message: string }> {
    if (user) {
      await this.tx.run(async () => {
        const ended = await this.sessions.end(user.id, user.sessionId, 'logout');
        if (ended) await this.outbox.append(UserLoggedOutV1, user.id, { userId: user.id, sessionId: user.sessionId });
      });
    }
    return { message: say('identity.loggedOut') };
  }
}
