import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { SocialIdentity } from './entities/social-identity.entity';

/** SQL about the provider accounts (Google, Facebook, LinkedIn) linked to users. */
@Injectable()
export class SocialIdentitiesRepository {
  constructor(private readonly tx: Transactions) {}

  find(provider: string, subject: string): Promise<SocialIdentity | null> {
    return this.tx.manager.findOneBy(SocialIdentity, { provider, subject });
  }

  async insert(row: SocialIdentity): Promise<void> {
    await this.tx.manager.insert(SocialIdentity, row);
  }
}
