import * as z from 'zod/mini';
import { defineEndpoint } from '../define-endpoint';
import { before, toBoolean } from './fields';
import { emailPreferenceSchema, messageAnswerSchema } from './answers';

const flag = () => before(toBoolean, z.optional(z.boolean('identity.booleanRequired')));

/** Any of the five switches (A3.13). */
export const updateEmailPreferencesSchema = z.object({
  investedCampaign: flag(),
  savedCampaign: flag(),
  newInvestment: flag(),
  newComment: flag(),
  newUpdateFromOwner: flag(),
});
export type UpdateEmailPreferencesRequest = z.input<typeof updateEmailPreferencesSchema>;

export const emailPreferencesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'email-preferences',
  access: 'user',
  context: 'identity',
  answer: z.array(emailPreferenceSchema).check(z.maxLength(1)),
  summary: 'A3.13 The signed-in user\'s e-mail preferences (five switches).',
});

export const updateEmailPreferencesEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'email-preferences/:id',
  access: 'user',
  context: 'identity',
  answer: z.extend(emailPreferenceSchema, { message: messageAnswerSchema.shape.message }),
  summary: 'A3.13 Turn e-mails about invested or saved campaigns, new investments, comments and owner updates on or off.',
  body: updateEmailPreferencesSchema,
});
