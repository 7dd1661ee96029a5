import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Folder of locally delivered messages (embedded, dev and test modes). */
export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/**
 * Writes a file whole or not at all (temporary name, then rename), so a reader never sees half a
 * message and a retried delivery simply replaces the same file.
 */
export async function writeOutboxFile(dataDir: string, fileName: string, content: string | Buffer): Promise<string> {
  const dir = outboxDir(dataDir);
  await mkdir(dir, { recursive: true });
  const path = join(dir, fileName);
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
  return path;
}
