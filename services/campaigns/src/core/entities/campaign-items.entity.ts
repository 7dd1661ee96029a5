import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Language } from '@cf/contracts';
import { booleanTransformer, jsonTransformer } from '@cf/platform';

const at = () => Column({ type: 'varchar', length: 30 });

/** C3.1 FAQs: custom ones (owner's) and required ones (seeded at creation; need an answer, C4.4 step 4). */
@Entity('campaign_faqs')
export class CampaignFaqRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'text' }) question: string;
  @Column({ type: 'text', nullable: true }) answer: string | null;
  @Column({ type: 'text', nullable: true }) questionAr: string | null;
  @Column({ type: 'text', nullable: true }) answerAr: string | null;
  @Column({ type: 'boolean', transformer: booleanTransformer }) required: boolean;
  @Column({ type: 'varchar', length: 40, nullable: true }) requiredKey: string | null;
  @Column({ type: 'int' }) sortOrder: number;
  @at() createdAt: string;
  @at() updatedAt: string;
}

/** C3.4 team member, invited by e-mail. */
@Entity('campaign_team_members')
export class TeamMemberRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 120 }) fullName: string;
  @Column({ type: 'varchar', length: 120 }) role: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'text' }) bio: string;
  /** The biography in the languages other than the campaign's (issue 36). */
  @Column({ type: 'text', nullable: true, transformer: jsonTransformer }) bioTranslations: Partial<Record<Language, string | null>> | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) photo: string | null;
  @Column({ type: 'varchar', length: 10 }) invitationStatus: 'sent' | 'accepted';
  @at() invitedAt: string;
  @at() createdAt: string;
  @at() updatedAt: string;
}

/** C3.4 lead investor. */
@Entity('campaign_lead_investors')
export class LeadInvestorRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 20 }) investorType: 'individual' | 'company';
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'text' }) bio: string;
  @Column({ type: 'varchar', length: 300, nullable: true }) photo: string | null;
  @at() createdAt: string;
  @at() updatedAt: string;
}

/** C3.1 updates (description, createdAt), posted by the owner. */
@Entity('campaign_updates')
export class CampaignUpdateRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 36 }) authorId: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) title: string | null;
  @Column({ type: 'text' }) description: string;
  @at() createdAt: string;
  @at() updatedAt: string;
}

/** C3.6 extras image (gallery). */
@Entity('campaign_images')
export class CampaignImageRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar', length: 300 }) url: string;
  @Column({ type: 'int' }) width: number;
  @Column({ type: 'int' }) height: number;
  @at() createdAt: string;
}

/** C3.6 extras video (YouTube or Vimeo). */
@Entity('campaign_videos')
export class CampaignVideoRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 500 }) url: string;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar', length: 10 }) provider: 'youtube' | 'vimeo';
  @Column({ type: 'varchar', length: 300 }) embedUrl: string;
  @at() createdAt: string;
}

/** C3.6 documents (public or private) and the uploaded contract copy (kind `contract`, always private). */
@Entity('campaign_documents')
export class CampaignDocumentRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 10 }) kind: 'document' | 'contract';
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'varchar', length: 10 }) visibility: 'public' | 'private';
  @Column({ type: 'varchar', length: 60 }) storageKey: string;
  @Column({ type: 'varchar', length: 60 }) contentType: string;
  @Column({ type: 'int' }) size: number;
  @at() createdAt: string;
  @at() updatedAt: string;
}

export type CommentStatus = 'pending' | 'approved' | 'declined' | 'spam';

/** C3.12 comment or reply (postType derives from parentCommentId). */
@Entity('campaign_comments')
export class CampaignCommentRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 36, nullable: true }) parentCommentId: string | null;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) authorName: string | null;
  @Column({ type: 'varchar', length: 160, nullable: true }) authorSlug: string | null;
  @Column({ type: 'text' }) comment: string;
  @Column({ type: 'varchar', length: 10 }) status: CommentStatus;
  @Column({ type: 'varchar', length: 36, nullable: true }) moderatedBy: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) moderatedAt: string | null;
  @at() createdAt: string;
  @at() updatedAt: string;
}

@Entity('saved_campaigns')
export class SavedCampaignRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @at() createdAt: string;
}

@Entity('campaign_followers')
export class CampaignFollowerRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @at() createdAt: string;
}

@Entity('campaign_early_birds')
export class EarlyBirdRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @at() createdAt: string;
}
