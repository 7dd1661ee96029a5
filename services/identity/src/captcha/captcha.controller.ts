import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@cf/platform';
import { CaptchaService, type CaptchaFront } from './captcha.service';

@ApiTags('identity: captcha')
@Controller('api/v1/recaptcha')
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  /** A7.8 recaptcha/front: a new image challenge, or { provider: 'none' } when captcha is off. */
  @Public()
  @Header('cache-control', 'no-store')
  @Get('front')
  front(): Promise<CaptchaFront> {
    return this.captcha.issue();
  }
}
