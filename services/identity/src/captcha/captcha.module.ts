import { Module } from '@nestjs/common';
import { CaptchaController } from './captcha.controller';
import { CaptchaGenerator } from './captcha-generator';
import { CaptchaService } from './captcha.service';
import { CaptchaChallengesRepository } from './captcha-challenges.repository';

@Module({ controllers: [CaptchaController], providers: [CaptchaService, CaptchaGenerator, CaptchaChallengesRepository], exports: [CaptchaService] })
export class CaptchaModule {}
