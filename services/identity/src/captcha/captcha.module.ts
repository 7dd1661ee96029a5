import { Module } from '@nestjs/common';
import { CaptchaController } from './captcha.controller';
import { CaptchaGenerator } from './captcha-generator';
import { CaptchaService } from './captcha.service';

@Module({ controllers: [CaptchaController], providers: [CaptchaService, CaptchaGenerator], exports: [CaptchaService] })
export class CaptchaModule {}
