import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { Invite } from './entities/invite.entity';

/** SQL about the invitations a user sent (their daily limit counts them). */
@Injectable()
export class InvitesRepository {
  constructor(private readonly tx: Transactions) {}

  countSentSince(inviterId: string, since: string): Promise<number> {
    return this.tx.manager.getRepository(Invite).createQueryBuilder('i').where('i.inviterId = :inviterId AND i.createdAt >= :since', { inviterId, since }).getCount();
  }

  async insert(row: Invite): Promise<void> {
    await this.tx.manager.insert(Invite, row);
  }
}
