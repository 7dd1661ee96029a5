import { createHash, randomUUID } from 'node:crypto';
import { SecretBox } from '../crypto/secret-box';
import { FileAreas, moveLegacyFile, type FileArea, type FileStore } from './file-store';

const KEY = /^[0-9a-f-]{36}\.sealed$/;

/**
 * Files sealed with a service's keyring (AES-256-GCM, SecretBox) under generated names in one area
 * of the service's file store (the database by default, S3 with its own server-side encryption on
 * top when configured), which nothing serves directly: identity pictures, signatures, signed
 * documents. `purpose` binds a file to its use (a sealed file of one kind does not open as another).
 * `legacyDirectory`: where the area's files were kept on the disk before issue 40 (moved into the store).
 */
export class SealedFiles implements FileArea {
  private readonly store: FileStore;

  constructor(
    files: FileAreas,
    readonly area: string,
    readonly box: SecretBox,
    private readonly purpose: string,
    readonly legacyDirectory: string | null = null,
  ) {
    this.store = files.store;
    files.register(this);
  }

  async save(bytes: Buffer): Promise<string> {
    const key = `${randomUUID()}.sealed`;
    await this.store.put(`${this.area}/${key}`, Buffer.from(this.box.seal(bytes.toString('base64'), this.purpose), 'utf8'));
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
    let sealed = await this.store.get(`${this.area}/${key}`);
    if (sealed === null && (await this.moveLegacyFile(key))) sealed = await this.store.get(`${this.area}/${key}`);
    if (sealed === null) throw Object.assign(new Error(`no stored file ${this.area}/${key}`), { code: 'ENOENT' });
    return Buffer.from(this.box.open(sealed.toString('utf8'), this.purpose), 'base64');
  }

  async remove(key: string): Promise<void> {
    if (KEY.test(key)) await this.store.delete(`${this.area}/${key}`);
  }

  moveLegacyFile(name: string): Promise<boolean> {
    if (!this.legacyDirectory) return Promise.resolve(false);
    return moveLegacyFile(this.store, this.legacyDirectory, `${this.area}/${name}`, name, (n) => KEY.test(n));
  }
}
