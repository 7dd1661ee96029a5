import { Column, Entity, PrimaryColumn } from 'typeorm';
import { booleanTransformer } from '@cf/platform';

/** Which e-mails a user wants (A3.13); one row per user, made with everything on at first read. */
@Entity('email_preferences')
export class EmailPreference {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36, unique: true }) userId: string;
  @Column({ type: 'boolean', transformer: booleanTransformer }) investedCampaign: boolean;
  @Column({ type: 'boolean', transformer: booleanTransformer }) savedCampaign: boolean;
  @Column({ type: 'boolean', transformer: booleanTransformer }) newInvestment: boolean;
  @Column({ type: 'boolean', transformer: booleanTransformer }) newComment: boolean;
  @Column({ type: 'boolean', transformer: booleanTransformer }) newUpdateFromOwner: boolean;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
