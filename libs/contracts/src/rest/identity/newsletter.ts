import * as z from 'zod/mini';
import { defineEndpoint } from '../define-endpoint';
import { email, optionalEmail } from './fields';
import { subscribedSchema } from './answers';

export const currentUserSubscribeSchema = z.object({ email: optionalEmail() });

export const currentUserSubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/current-user-newsletter-subscribe',
  access: 'user',
  context: 'identity',
  answer: subscribedSchema,
  summary: 'A7.9 Subscribe the signed-in user\'s address (or the one given) to the newsletter.',
  body: currentUserSubscribeSchema,
});

export const visitorSubscribeSchema = z.object({ email: email() });

export const visitorSubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'newsletter/subscribe',
  access: 'public',
  context: 'identity',
  answer: subscribedSchema,
  summary: 'A7.9 Subscribe an address to the newsletter (the footer form).',
  body: visitorSubscribeSchema,
});
