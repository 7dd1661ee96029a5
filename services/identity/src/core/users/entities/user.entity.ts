import { Column, Entity, PrimaryColumn } from 'typeorm';
import { booleanTransformer, jsonTransformer } from '@cf/platform';
import type { Language } from '@cf/contracts';
import type { OtpTool } from '../../constants';

export type OutsideLinks = Record<string, string>;

/** A person's account: credentials, sign-in state and public profile (A3.4). */
@Entity('users')
export class User {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  /** Always lower case. */
  @Column({ type: 'varchar', length: 254, unique: true }) email: string;
  @Column({ type: 'varchar', length: 40 }) firstName: string;
  @Column({ type: 'varchar', length: 40, nullable: true }) middleName: string | null;
  @Column({ type: 'varchar', length: 40 }) lastName: string;
  @Column({ type: 'varchar', length: 120, nullable: true }) fullNameEn: string | null;
  @Column({ type: 'varchar', length: 120, nullable: true }) fullNameAr: string | null;
  @Column({ type: 'varchar', length: 60, nullable: true }) profileName: string | null;
  /** Lower case, unique: the public profile is /profile/{slug}. */
  @Column({ type: 'varchar', length: 60, unique: true }) slug: string;
  @Column({ type: 'varchar', length: 20 }) userType: string;
  @Column({ type: 'boolean', transformer: booleanTransformer }) isAdmin: boolean;
  @Column({ type: 'varchar', length: 2 }) language: Language;

  /** null for accounts made by social sign-in that never set one. */
  @Column({ type: 'varchar', length: 255, nullable: true }) passwordHash: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) passwordChangedAt: string | null;
  /** E-mail activation (link followed, social sign-in or admin). Null: cannot sign in yet. */
  @Column({ type: 'varchar', length: 30, nullable: true }) activatedAt: string | null;
  /** Deactivated by an administrator. */
  @Column({ type: 'varchar', length: 30, nullable: true }) disabledAt: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true }) phone: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) phoneVerifiedAt: string | null;
  /** A number waiting for its SMS code (change-number). */
  @Column({ type: 'varchar', length: 20, nullable: true }) pendingPhone: string | null;

  @Column({ type: 'varchar', length: 5 }) otpPreferenceTool: OtpTool;
  /** Sealed under SECRETS_KEYRING (AtRestSecrets), never in plain text. */
  @Column({ type: 'varchar', length: 255, nullable: true }) totpSecret: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) totpConfirmedAt: string | null;
  /** A secret shown as a QR code but not confirmed with a code yet. */
  @Column({ type: 'varchar', length: 255, nullable: true }) totpPendingSecret: string | null;
  /** Last 30-second step accepted: an authenticator code is never accepted twice. */
  @Column({ type: 'int', nullable: true }) totpLastStep: number | null;


  @Column({ type: 'varchar', length: 60, nullable: true }) nationality: string | null;
  @Column({ type: 'varchar', length: 60, nullable: true }) countryOfResidence: string | null;
  @Column({ type: 'varchar', length: 12, nullable: true }) investorType: 'individual' | 'company' | null;
  /** A4.5, A9.6 as verification last counted it (verification.guardian-standing-changed), and that count's version. */
  @Column({ type: 'boolean', default: false, transformer: booleanTransformer }) childRegistrationAllowed: boolean;
  @Column({ type: 'int', default: 0 }) guardianStandingVersion: number;
  @Column({ type: 'varchar', length: 120, nullable: true }) companyName: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) commercialRegistrationNumber: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) description: string | null;
  @Column({ type: 'text', nullable: true, transformer: jsonTransformer }) outsideLinks: OutsideLinks | null;
  /** The person chose to show the campaigns they invested in on their public profile (issue 38; off until chosen). */
  @Column({ type: 'boolean', default: false, transformer: booleanTransformer }) investmentsPublic: boolean;
  @Column({ type: 'varchar', length: 500, nullable: true }) photo: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) coverPhoto: string | null;

  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
