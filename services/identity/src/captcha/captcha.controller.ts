import { Controller, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ServeEndpoint } from '@cf/platform';
import { captchaEndpoint } from '@cf/contracts';
import type { CaptchaFront } from '@cf/contracts';
import { CaptchaService } from './captcha.service';

@ApiTags('identity: captcha')
@Controller()
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  /** A7.8 recaptcha/front: a new image challenge, or { provider: 'none' } when captcha is off. */
  @Header('cache-control', 'no-store')
  @ServeEndpoint(captchaEndpoint)
  front(): Promise<CaptchaFront> {
    return this.captcha.issue();
  }
}
