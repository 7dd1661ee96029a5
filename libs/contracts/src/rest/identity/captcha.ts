import { defineEndpoint } from '../define-endpoint';

export const captchaEndpoint = defineEndpoint({
  method: 'GET',
  path: 'recaptcha/front',
  access: 'public',
  context: 'identity',
  summary: 'A5.12 The captcha challenge the login form shows after failed attempts (an image and its id, or none).',
});
