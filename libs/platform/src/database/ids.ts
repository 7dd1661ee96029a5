import { v7 as uuidv7 } from 'uuid';

/** Application-made, time-ordered ids (UUIDv7): portable primary keys on MySQL and SQLite. */
export function newId(): string {
  return uuidv7();
}
