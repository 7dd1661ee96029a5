import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@cf/platform';
import type { VerificationConfig } from './config/env';
import { VERIFICATION_CONFIG } from '../verification.tokens';

/**
 * Short-lived signed links to sealed pictures (identity pictures and documents asked for by a
 * remark): `<id>.<expiry, base 36>.<HMAC>`, short enough for a path segment, keyed from the keyring
 * (a rotated keyring ends every outstanding link, which live for minutes anyway).
 */
@Injectable()
export class DocumentLinks {
  constructor(
    private readonly clock: Clock,
    @Inject(VERIFICATION_CONFIG) private readonly config: VerificationConfig,
  ) {}

  link(id: string): { url: string; expiresAt: string } {
    const expires = this.clock.nowSeconds() + this.config.documentLinkTtlSeconds;
    const stamp = expires.toString(36);
    return { url: `/api/v1/investor-profile-documents/file/${id}.${stamp}.${this.sign(id, stamp)}`, expiresAt: new Date(expires * 1000).toISOString() };
  }

  /** The id a link stands for, or null when it is forged, altered or expired. */
  idOf(token: string): string | null {
    const [id, expires, signature, ...rest] = token.split('.');
    const expected = id && expires ? this.sign(id, expires) : '';
    const valid = rest.length === 0 && signature?.length === expected.length && expected.length > 0 && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    return valid && parseInt(expires, 36) >= this.clock.nowSeconds() ? id : null;
  }

  private sign(id: string, expires: string): string {
    return createHmac('sha256', this.key).update(`${id}.${expires}`).digest('base64url').slice(0, 32);
  }

  private get key(): Buffer {
    return createHash('sha256').update(`verification-document-link:${this.config.keyring}`).digest();
  }
}
