import { defineEndpoint } from '../define-endpoint';
import { captchaFrontSchema } from './answers';

export const captchaEndpoint = defineEndpoint({
  method: 'GET',
  path: 'recaptcha/front',
  access: 'public',
  context: 'identity',
  answer: captchaFrontSchema,
  summary: 'A5.12 The captcha challenge the login form shows after failed attempts (an image and its id, or none).',
});
