import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { SecretBox } from '@cf/platform';
import type { VerificationConfig } from '../config/env';
import { VERIFICATION_CONFIG } from '../verification.tokens';

const PURPOSE = 'verification-document-image';
const KEY = /^[0-9a-f-]{36}\.sealed$/;

/**
 * Identity pictures at rest: sealed (AES-256-GCM, VERIFICATION_KEYRING) in files with generated
 * names under `${dataDir}/uploads/verification/`, which nothing serves directly.
 */
@Injectable()
export class SealedFileStore {
  private readonly dir: string;
  readonly box: SecretBox;

  constructor(@Inject(VERIFICATION_CONFIG) config: VerificationConfig) {
    this.dir = join(config.dataDir, 'uploads', 'verification');
    this.box = SecretBox.fromKeyring(config.keyring);
  }

  async save(bytes: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const key = `${randomUUID()}.sealed`;
    await writeFile(join(this.dir, key), this.box.seal(bytes.toString('base64'), PURPOSE), { mode: 0o600 });
    return key;
  }

  async read(key: string): Promise<Buffer> {
    if (!KEY.test(key)) throw new Error('not a storage key');
    return Buffer.from(this.box.open(await readFile(join(this.dir, key), 'utf8'), PURPOSE), 'base64');
  }

  async remove(key: string): Promise<void> {
    if (KEY.test(key)) await rm(join(this.dir, key), { force: true });
  }
}
