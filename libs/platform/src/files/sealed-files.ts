import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SecretBox } from '../crypto/secret-box';

const KEY = /^[0-9a-f-]{36}\.sealed$/;

/**
 * Files at rest sealed with a service's keyring (AES-256-GCM, SecretBox) under generated names in a
 * directory nothing serves directly: identity pictures, signatures, signed documents. `purpose`
 * binds a file to its use (a sealed file of one kind does not open as another).
 */
export class SealedFiles {
  constructor(
    private readonly dir: string,
    readonly box: SecretBox,
    private readonly purpose: string,
  ) {}

  async save(bytes: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const key = `${randomUUID()}.sealed`;
    await writeFile(join(this.dir, key), this.box.seal(bytes.toString('base64'), this.purpose), { mode: 0o600 });
    return key;
  }

  /**
   * A document written once (a signed agreement or contract): saved sealed, then its key and
   * SHA-256 handed to `commit` (the conditional write that makes it the one in force); when
   * `commit` throws (a race lost, a refusal), the file is removed and the error passed on.
   */
  async saveThen<T>(bytes: Buffer, commit: (saved: { key: string; sha256: string }) => Promise<T>): Promise<T> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const key = await this.save(bytes);
    try {
      return await commit({ key, sha256 });
    } catch (error) {
      await this.remove(key);
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    if (!KEY.test(key)) throw new Error('not a storage key');
    return Buffer.from(this.box.open(await readFile(join(this.dir, key), 'utf8'), this.purpose), 'base64');
  }

  async remove(key: string): Promise<void> {
    if (KEY.test(key)) await rm(join(this.dir, key), { force: true });
  }
}
