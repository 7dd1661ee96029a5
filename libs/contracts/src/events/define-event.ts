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
