import { Injectable } from '@nestjs/common';
import * as svgCaptcha from 'svg-captcha';

export interface GeneratedCaptcha {
  text: string;
  svg: string;
}

/** Draws the captcha image (A9.4: 150 by 60). A separate provider so tests can read the answer. */
@Injectable()
export class CaptchaGenerator {
  create(): GeneratedCaptcha {
    // Characters people confuse (0/O, 1/l/I) are left out; answers are compared case-insensitively.
    const captcha = svgCaptcha.create({
      size: 5,
      width: 150,
      height: 60,
      noise: 2,
      ignoreChars: '0oO1lIi',
      color: true,
      background: '#f4f4f8',
    });
    return { text: captcha.text, svg: captcha.data };
  }
}
