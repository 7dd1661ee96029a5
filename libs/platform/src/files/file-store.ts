import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transactions } from '../database/transactions';
import { isUniqueViolation } from '../errors/unique-violation';

/**
 * Where the services keep the files people need (signed contracts and agreements, identity and
 * remark documents, slips, campaign images and documents, profile pictures): never a pod's disk
 * (issue 40). A key is `<area>/<name>` with a server-made name; a key is written once.
 */
export interface FileStore {
  readonly kind: 'database' | 's3';
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export const FILE_STORE = Symbol('FILE_STORE');

/**
 * The default store, in both run modes: the service's own database (`stored_files`): durable, shared
 * by every replica, backed up and restored with the rows that name the files. Statements run in the
 * caller's transaction when there is one (a file and the row naming it commit together).
 */
export class DatabaseFileStore implements FileStore {
  readonly kind = 'database' as const;

  constructor(private readonly transactions: Transactions) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.run((manager) => manager.query('INSERT INTO stored_files (fileKey, bytes, size, createdAt) VALUES (?, ?, ?, ?)', [key, bytes, bytes.length, new Date().toISOString()]));
  }

  async get(key: string): Promise<Buffer | null> {
    const rows: Array<{ bytes: Buffer | Uint8Array }> = await this.run((manager) => manager.query('SELECT bytes FROM stored_files WHERE fileKey = ?', [key]));
    return rows.length > 0 ? Buffer.from(rows[0].bytes) : null;
  }

  async delete(key: string): Promise<void> {
    await this.run((manager) => manager.query('DELETE FROM stored_files WHERE fileKey = ?', [key]));
  }

  /** In the caller's transaction; else on its own (SQLite's one connection is then taken in turn, not shared mid-transaction). */
  private run<T>(work: (manager: Transactions['manager']) => Promise<T>): Promise<T> {
    if (this.transactions.active) return work(this.transactions.manager);
    return this.transactions.run(() => work(this.transactions.manager));
  }
}

/** An area of a service's files: a key prefix, and the directory its files were kept in before issue 40. */
export interface FileArea {
  readonly area: string;
  readonly legacyDirectory: string | null;
  /** Moves a file left in the legacy directory into the store (then deletes it from the disk). */
  moveLegacyFile(name: string): Promise<boolean>;
}

/**
 * The service's file areas. At start it moves every file still in an area's legacy directory (the
 * pod-disk layout before issue 40) into the store, once, in the background; a file asked for before
 * its turn is moved when it is read.
 */
@Injectable()
export class FileAreas implements OnApplicationBootstrap {
  private readonly logger = new Logger('FileAreas');
  private readonly areas: FileArea[] = [];

  constructor(@Inject(FILE_STORE) readonly store: FileStore) {}

  register(area: FileArea): void {
    this.areas.push(area);
  }

  onApplicationBootstrap(): void {
    void this.moveLegacyFiles().catch((error: unknown) => this.logger.error(`moving files from the disk into the ${this.store.kind} store stopped: ${(error as Error).message}`));
  }

  /** Every legacy file of every area into the store; returns how many moved. */
  async moveLegacyFiles(): Promise<number> {
    let moved = 0;
    for (const area of this.areas) {
      if (!area.legacyDirectory) continue;
      const names = await readdir(area.legacyDirectory).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
      for (const name of names) if (await area.moveLegacyFile(name)) moved += 1;
    }
    if (moved > 0) this.logger.log(`moved ${moved} file(s) from the disk into the ${this.store.kind} store`);
    return moved;
  }
}

/** Reads a legacy file, puts it into the store under the area's key (unless there already) and deletes it from the disk. */
export async function moveLegacyFile(store: FileStore, legacyDirectory: string, key: string, name: string, accept: (name: string) => boolean): Promise<boolean> {
  if (!accept(name)) return false;
  const path = join(legacyDirectory, name);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  // Two replicas moving the same file: the second finds it there (or loses the INSERT) and only deletes.
  if ((await store.get(key)) === null) {
    await store.put(key, bytes).catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
  }
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  return true;
}
