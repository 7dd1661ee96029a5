import { Module } from '@nestjs/common';
import { CaptchaModule } from '../captcha/captcha.module';
import { LoginThrottlesRepository } from './login-throttles.repository';
import { LoginController } from './login.controller';
import { LoginService } from './login.service';
import { SignInThrottleService } from './sign-in-throttle.service';
import { SocialLoginService } from './social-login.service';

@Module({
  imports: [CaptchaModule],
  controllers: [LoginController],
  providers: [LoginService, SignInThrottleService, LoginThrottlesRepository, SocialLoginService],
  exports: [SignInThrottleService],
})
export class LoginModule {}
