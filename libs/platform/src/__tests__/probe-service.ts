import { Controller, Get, Injectable, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Column, Entity, PrimaryColumn, Table, type EntityManager, type MigrationInterface, type QueryRunner } from 'typeorm';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { defineEndpoint, defineEvent, type EndpointParsedBody, type EventEnvelope } from '@cf/contracts';
import { AdminOnly, AppError, EndpointBody, newId, OnEvent, OutboxService, PlatformModule, Public, ServeEndpoint, Transactions, UnprocessableEvent, type PlatformConfig } from '../index';

/** A throwaway service that exercises the kernel the way real services use it. */
export const NoteWrittenV1 = defineEvent({
  type: 'probe.note-written',
  version: 1,
  source: 'probe',
  description: 'test event',
  schema: z.object({ noteId: z.string(), text: z.string() }),
});

@Entity('notes')
export class Note {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 200 }) text: string;
}

@Entity('note_effects')
export class NoteEffect {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) noteId: string;
}

export class ProbeTables1700000000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(new Table({ name: 'notes', columns: [{ name: 'id', type: 'varchar', length: '36', isPrimary: true }, { name: 'text', type: 'varchar', length: '200' }] }));
    await queryRunner.createTable(new Table({ name: 'note_effects', columns: [{ name: 'id', type: 'varchar', length: '36', isPrimary: true }, { name: 'noteId', type: 'varchar', length: '36' }] }));
  }
  async down(): Promise<void> {}
}

/** Another producer's event (published by hand in tests): a second topic in the probe's consumer group. */
export const SidePingedV1 = defineEvent({
  type: 'probeside.pinged',
  version: 1,
  source: 'probeside',
  description: 'test event on a second topic',
  schema: z.object({ pingId: z.string() }),
});

/** A REST contract as the services write theirs (libs/contracts/src/rest). */
const writeNoteEndpoint = defineEndpoint({
  method: 'POST',
  path: 'notes',
  access: 'public',
  context: 'probe',
  summary: 'Write a note.',
  created: true,
  body: zm.object({
    text: zm.string('common.required').check(zm.minLength(3, 'common.invalidFormat')),
    stars: zm.int('common.required').check(zm.minimum(1, 'common.invalidFormat'), zm.maximum(5, 'common.invalidFormat')),
    /** Notes of one thread share the event key (their order must hold); alone, a note is its own key. */
    thread: zm.optional(zm.string().check(zm.maxLength(36, 'common.invalidFormat'))),
  }),
});

/**
 * Faults a test switches on: a note whose text starts with 'poison' fails its handler (a bug until
 * `fixed`), one starting with 'never' is refused as unprocessable, one starting with 'flaky' fails
 * with a deadlock twice.
 */
export const noteFaults = { fixed: false, flakyAttempts: new Map<string, number>() };

@Injectable()
export class NoteEffects {
  /** Counts deliveries that reached the handler, duplicates included (the inbox should stop them). */
  static handled = 0;
  /** The texts whose effect committed, in the order they did. */
  static applied: string[] = [];
  @OnEvent(NoteWrittenV1)
  async onNoteWritten(event: EventEnvelope<{ noteId: string; text: string }>, manager: EntityManager): Promise<void> {
    NoteEffects.handled += 1;
    const text = event.data.text;
    if (text.startsWith('poison') && !noteFaults.fixed) throw new TypeError("cannot read properties of undefined (reading 'owner')");
    if (text.startsWith('never')) throw new UnprocessableEvent('this note refers to nothing that exists');
    if (text.startsWith('flaky')) {
      const attempts = (noteFaults.flakyAttempts.get(event.id) ?? 0) + 1;
      noteFaults.flakyAttempts.set(event.id, attempts);
      if (attempts <= 2) throw Object.assign(new Error('Deadlock found when trying to get lock'), { code: 'ER_LOCK_DEADLOCK', errno: 1213 });
    }
    await manager.insert(NoteEffect, { id: newId(), noteId: event.data.noteId });
    NoteEffects.applied.push(text);
  }

  @OnEvent(SidePingedV1)
  async onPinged(event: EventEnvelope<{ pingId: string }>, manager: EntityManager): Promise<void> {
    await manager.insert(NoteEffect, { id: newId(), noteId: event.data.pingId });
  }
}

/** Holds a note's request between its effect and its commit, so a test can look at the database then. */
export const noteGate = { reached: false, release: Promise.resolve() };

@Controller()
export class NotesController {
  constructor(
    private readonly tx: Transactions,
    private readonly outbox: OutboxService,
  ) {}

  @ServeEndpoint(writeNoteEndpoint)
  async write(@EndpointBody(writeNoteEndpoint) dto: EndpointParsedBody<typeof writeNoteEndpoint>): Promise<{ id: string }> {
    if (dto.text === 'forbidden') throw new AppError('common.forbidden', 403);
    return this.tx.run(async () => {
      const id = newId();
      await this.tx.manager.insert(Note, { id, text: dto.text });
      await this.outbox.append(NoteWrittenV1, dto.thread ?? id, { noteId: id, text: dto.text });
      if (dto.text.startsWith('gate')) {
        noteGate.reached = true;
        await noteGate.release;
      }
      return { id };
    });
  }

  @Public()
  @Get('api/v1/notes/boom')
  boom(): never {
    throw new Error('internal detail that must not leak');
  }

  @Get('api/v1/notes/mine')
  mine(): string {
    return 'only signed-in users see this';
  }

  @AdminOnly()
  @Get('api/v1/notes/admin')
  admin(): string {
    return 'admins only';
  }
}

export function probeModule(config: PlatformConfig): { module: typeof ProbeModule; imports: unknown[] } {
  return {
    module: ProbeModule,
    imports: [PlatformModule.forService(config, { entities: [Note, NoteEffect], migrations: [ProbeTables1700000000001] }), TypeOrmModule.forFeature([Note, NoteEffect])],
  };
}

@Module({ controllers: [NotesController], providers: [NoteEffects] })
export class ProbeModule {}
