import { Module } from '@nestjs/common';
import { CaptchaModule } from '../captcha/captcha.module';
import { LockoutService } from './lockout.service';
import { LoginController } from './login.controller';
import { LoginService } from './login.service';
import { SocialLoginService } from './social-login.service';

@Module({ imports: [CaptchaModule], controllers: [LoginController], providers: [LoginService, LockoutService, SocialLoginService] })
export class LoginModule {}
