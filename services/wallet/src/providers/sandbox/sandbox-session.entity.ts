import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '@cf/platform';

export type SandboxSessionStatus = 'open' | 'challenge' | 'succeeded' | 'declined' | 'expired';

/**
 * One hosted-checkout session of the built-in sandbox card processor. It belongs to the "provider"
 * side of the wall: the wallet's own top-up rows only learn of it through the signed webhook or
 * `fetchOutcome`, as with a real processor. Card numbers are never stored, only brand and last 4.
 */
@Entity('sandbox_checkout_sessions')
export class SandboxCheckoutSessionRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  /** The wallet's reference (top-up transaction id): one session per reference. */
  @Column({ type: 'varchar', length: 64 }) reference: string;
  @Column({ type: 'bigint', transformer: bigintTransformer }) amount: number;
  @Column({ type: 'varchar', length: 3 }) currency: string;
  @Column({ type: 'varchar', length: 200 }) description: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 500 }) successUrl: string;
  @Column({ type: 'varchar', length: 500 }) cancelUrl: string;
  @Column({ type: 'varchar', length: 2 }) language: string;
  @Column({ type: 'varchar', length: 12 }) status: SandboxSessionStatus;
  @Column({ type: 'varchar', length: 40, nullable: true }) declineCode: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) cardBrand: string | null;
  @Column({ type: 'varchar', length: 4, nullable: true }) cardLast4: string | null;
  /** Id of the webhook event announcing the outcome: fixed once, the same on every retry. */
  @Column({ type: 'varchar', length: 64, nullable: true }) eventId: string | null;
  @Column({ type: 'int', default: 0 }) webhookAttempts: number;
  @Column({ type: 'varchar', length: 30, nullable: true }) webhookDeliveredAt: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) webhookLastError: string | null;
  @Column({ type: 'varchar', length: 30 }) expiresAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) completedAt: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
