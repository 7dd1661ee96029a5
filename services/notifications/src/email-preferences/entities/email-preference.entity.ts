import { Column, Entity, PrimaryColumn } from 'typeorm';
import { booleanTransformer } from '@cf/platform';

/** A copy of the user's e-mail preferences (A3.13), kept from identity.email-preferences-updated. */
@Entity('email_preferences')
export class EmailPreference {
  @PrimaryColumn({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'boolean', transformer: booleanTransformer }) investedCampaign: boolean;
  @Column({ type: 'boolean', transformer: booleanTransformer }) savedCampaign: boolean;
  @Column({ type: 'boolean', transformer: booleanTransformer }) newInvestment: boolean;
  @Column({ type: 'boolean', transformer: booleanTransformer }) newComment: boolean;
  @Column({ type: 'boolean', transformer: booleanTransformer }) newUpdateFromOwner: boolean;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}

export type EmailPreferenceKind = 'investedCampaign' | 'savedCampaign' | 'newInvestment' | 'newComment' | 'newUpdateFromOwner';
