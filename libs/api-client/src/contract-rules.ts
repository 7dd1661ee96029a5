import * as z from 'zod/mini';

/** A form's message: a key of the form's `validation.*` texts and its parameters. */
export interface RuleMessage {
  key: string;
  params?: Record<string, number | string>;
}

export const rule = (key: string, params?: RuleMessage['params']): RuleMessage => (params ? { key, params } : { key });

/**
 * The first rule of a contract's schema (@cf/contracts/rest) that `value` breaks, shown with the
 * form's wording: `texts` maps the contract's message keys (`identity.nameTooLong`) to the form's
 * (`maxLength`, { max: 20 }). A key the form does not word is shown as its own text.
 */
export function firstBroken(schema: z.ZodMiniType, value: unknown, texts: Readonly<Record<string, RuleMessage>>): RuleMessage | undefined {
  const result = z.safeParse(schema, value);
  if (result.success) return undefined;
  const key = result.error.issues[0]?.message ?? 'common.invalidFormat';
  return texts[key] ?? rule(key);
}
