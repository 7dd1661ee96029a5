import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintTransformer, jsonTransformer } from '@cf/platform';
import type { Language, TermsSlug } from '@cf/contracts';
import type { CampaignStatusValue } from '../domain/campaign-status';
import type { CompanyProfile, Extras, Fundraising, PaymentDetail, PropertyInfo, Story, Terms } from './campaign-groups';

/** The name and summary in the languages other than the campaign's own, for its card. */
export type CardTranslations = Partial<Record<Language, { campaignName: string | null; about: string | null }>>;

/** One campaign: list columns (indexed) plus the wizard's field groups as JSON. */
@Entity('campaigns')
export class CampaignRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 160 }) slug: string;
  @Column({ type: 'varchar', length: 36 }) ownerId: string;
  @Column({ type: 'varchar', length: 254 }) ownerEmail: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) ownerName: string | null;
  @Column({ type: 'varchar', length: 5 }) ownerLanguage: string;
  @Column({ type: 'int' }) status: CampaignStatusValue;
  @Column({ type: 'int', nullable: true }) statusBeforeHidden: CampaignStatusValue | null;
  @Column({ type: 'varchar', length: 30 }) termsSlug: TermsSlug;
  @Column({ type: 'varchar', length: 200, nullable: true }) campaignName: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) companyName: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) companyLogo: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) coverImage: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) about: string | null;
  /** The language campaignName and about are written in (null: the owner's), and the owner's other versions of them (issue 36). */
  @Column({ type: 'varchar', length: 5, nullable: true }) textLanguage: Language | null;
  @Column({ type: 'text', nullable: true, transformer: jsonTransformer }) textTranslations: CardTranslations | null;
  @Column({ type: 'varchar', length: 60, nullable: true }) category: string | null;
  @Column({ type: 'varchar', length: 60, nullable: true }) industry: string | null;
  @Column({ type: 'varchar', length: 60, nullable: true }) dealType: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) investingType: 'fixed' | 'flexible' | null;
  @Column({ type: 'varchar', length: 3 }) equityCurrencyCode: string;
  @Column({ type: 'bigint', nullable: true, transformer: bigintTransformer }) goal: number | null;
  @Column({ type: 'bigint', nullable: true, transformer: bigintTransformer }) minimumRaise: number | null;
  @Column({ type: 'bigint', nullable: true, transformer: bigintTransformer }) maximumRaise: number | null;
  @Column({ type: 'bigint', transformer: bigintTransformer }) raisedAmount: number;
  @Column({ type: 'int' }) progressBp: number;
  @Column({ type: 'int' }) investorsCount: number;
  @Column({ type: 'varchar', length: 10, nullable: true }) openDate: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) closeDate: string | null;
  @Column({ type: 'varchar', length: 64 }) timezone: string;
  @Column({ type: 'double', nullable: true }) interestRate: number | null;
  @Column({ type: 'double', nullable: true }) equityAvailable: number | null;
  @Column({ type: 'text', transformer: jsonTransformer }) companyProfile: CompanyProfile;
  @Column({ type: 'text', transformer: jsonTransformer }) fundraising: Fundraising;
  @Column({ type: 'text', transformer: jsonTransformer }) propertyInfo: PropertyInfo;
  @Column({ type: 'text', transformer: jsonTransformer }) terms: Terms;
  @Column({ type: 'text', transformer: jsonTransformer }) story: Story;
  @Column({ type: 'text', transformer: jsonTransformer }) extras: Extras;
  @Column({ type: 'text', transformer: jsonTransformer }) paymentDetail: PaymentDetail;
  @Column({ type: 'text', nullable: true }) declineReason: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) submittedAt: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) approvedAt: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) approvedBy: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) closedAt: string | null;
}
