import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { Transactions } from '@cf/platform';
import { SigningKey } from './entities/signing-key.entity';

/** SQL about the token-signing keys (private keys sealed at rest). */
@Injectable()
export class SigningKeysRepository {
  constructor(private readonly tx: Transactions) {}

  /** Every key, newest first. */
  all(): Promise<SigningKey[]> {
    return this.tx.manager.find(SigningKey, { order: { createdAt: 'DESC' } });
  }

  async updatePrivateKey(kid: string, privateKeyPem: string): Promise<void> {
    await this.tx.manager.update(SigningKey, { kid }, { privateKeyPem });
  }

  /** The newest (`DESC`) or the oldest (`ASC`) key not retired. */
  activeKey(order: 'ASC' | 'DESC'): Promise<SigningKey | null> {
    return this.tx.manager.findOne(SigningKey, { where: { retiredAt: IsNull() }, order: { createdAt: order } });
  }

  async insert(row: SigningKey): Promise<void> {
    await this.tx.manager.insert(SigningKey, row);
  }
}
