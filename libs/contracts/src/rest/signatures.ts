/**
 * A signature as the platform takes it (A5.8, C5.12): typed, drawn or an image, confirmed by a code
 * texted to the signer; the consent agreement and investment contracts share these rules.
 */
export const SIGNATURE_KINDS = ['typed', 'drawn', 'image'] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

export const SIGNATURE_LIMITS = {
  /** A5.8, C5.12, A9.5: a typed signature has at most 20 characters. */
  typedMax: 20,
  /** A5.8, C5.12, A9.5: a signature image is under 512 KB (400 by 200 recommended). */
  imageMaxBytes: 512 * 1024,
  /** A9.1 leaves the countdown's length open: five minutes, like the phone code of identity. */
  codeSeconds: 300,
  /** A new code at most every 30 seconds. */
  resendSeconds: 30,
  codeMaxAttempts: 5,
  /** A reviewer's reason for sending a signature back. */
  reasonMax: 500,
} as const;
