import { Injectable } from '@nestjs/common';
import { ChildAccountClaimedV1, ChildRegistrationDecidedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { ChildWalletsService } from './child-wallets.service';
import { WalletChildrenRepository } from './wallet-children.repository';

/** verification.child-registration-decided (ACCEPTED) → the child the wallet serves, with its guardian. Once per event; a repeat changes nothing. */
@Injectable()
export class ChildAccountsConsumer {
  constructor(
    private readonly children: WalletChildrenRepository,
    private readonly childWallets: ChildWalletsService,
  ) {}

  @OnEvent(ChildRegistrationDecidedV1)
  async decided(event: EventEnvelope<EventData<typeof ChildRegistrationDecidedV1>>): Promise<void> {
    const d = event.data;
    if (d.status !== 'ACCEPTED') return;
    await this.children.insert({
      childId: d.childId,
      guardianId: d.guardianId,
      firstName: d.child.firstName,
      lastName: d.child.lastName,
      firstNameAr: d.child.firstNameAr,
      lastNameAr: d.child.lastNameAr,
      adultOn: d.adultOn,
      acceptedAt: d.decidedAt,
      claimedAt: null,
    });
  }

  /** identity.child-account-claimed (ADR 0026): the child's wallet becomes the person's own. */
  @OnEvent(ChildAccountClaimedV1)
  claimed(event: EventEnvelope<EventData<typeof ChildAccountClaimedV1>>): Promise<void> {
    return this.childWallets.handOver(event.data.childId);
  }
}
