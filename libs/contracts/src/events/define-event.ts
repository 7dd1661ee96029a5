import { z } from 'zod';

/** One event contract: its type name, version and payload schema. */
export interface EventContract<TSchema extends z.ZodType = z.ZodType> {
  type: string;
  version: number;
  /** The service that owns and publishes it; also its topic (`<source>.events`). */
  source: string;
  schema: TSchema;
  description: string;
}

export type EventData<C extends EventContract> = z.infer<C['schema']>;

export function defineEvent<TSchema extends z.ZodType>(contract: EventContract<TSchema>): EventContract<TSchema> {
  return contract;
}

export function topicOf(source: string): string {
  return `${source}.events`;
}

/**
 * A secret an event must carry to the one service that delivers it (a link with its token, a
 * one-time code): sealed with AES-256-GCM under a keyring only the sender and that service hold,
 * bound to the event type (`SecretBox` in @cf/platform). The bus, the outbox rows and whoever
 * audits them see `sb1.<keyId>.<iv>.<ciphertext>.<tag>`, never the secret.
 */
export const sealedSecretSchema = z.string().regex(/^sb1\.[a-z0-9-]{1,32}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'a sealed secret');
