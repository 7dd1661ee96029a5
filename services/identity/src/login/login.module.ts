import { Module } from '@nestjs/common';
import { CaptchaModule } from '../captcha/captcha.module';
import { LoginThrottlesRepository } from './login-throttles.repository';
import { LoginController } from './login.controller';
import { LoginService } from './login.service';
import { SignInThrottleService } from './sign-in-throttle.service';
import { SocialLoginService } from './social-login.service';
import { SocialIdentitiesRepository } from './social-identities.repository';

@Module({
  imports: [CaptchaModule],
  controllers: [LoginController],
  providers: [LoginService, SignInThrottleService, LoginThrottlesRepository, SocialLoginService, SocialIdentitiesRepository],
  exports: [SignInThrottleService],
})
export class LoginModule {}
