import { HttpStatus } from '@nestjs/common';
import { SIGNATURE_LIMITS, type SignatureKind } from '@cf/contracts';
import { judgeTextedCode, newTextedCode, textedCodeHash } from '../crypto/one-time-code';
import { AppError, ValidationFailedError } from '../errors/app-error';
import { normalizeImageDataUrl, type ImageRules } from '../files/image-normalize';
import type { SealedFiles } from '../files/sealed-files';
import type { Clock } from '../time/clock';

/** What a signer sends: typed text, or a drawn or uploaded picture (a data URL). */
export interface SignatureInput {
  kind: SignatureKind;
  text?: string | null;
  image?: string | null;
}

/** The signature's own fields, as each service's signature row stores them. */
export interface CapturedSignature {
  kind: SignatureKind;
  /** The typed text, trimmed (typed signatures). */
  typedText: string | null;
  /** The picture re-encoded and sealed at rest (drawn and uploaded signatures). */
  signatureFile: string | null;
}

/** A texted code: the code itself (sent sealed, never stored) and the fields a row keeps of it. */
export interface IssuedCode {
  code: string;
  codeHash: string;
  codeSentAt: string;
  codeExpiresAt: string;
}

/** The part of a signature row the flow reads. */
export interface StoredSignature extends CapturedSignature {
  id: string;
  phone: string;
  codeHash: string;
  codeExpiresAt: string;
  attempts: number;
}

/**
 * A5.8, C5.12: a signature picture under 512 KB, between 20 and 800 pixels a side, kept as a PNG
 * (its transparent background survives); the service names its own messages.
 */
export function signatureImageRules(messages: Pick<ImageRules, 'invalidKey' | 'tooLargeKey' | 'tooSmallKey'>): ImageRules {
  return { maxBytes: SIGNATURE_LIMITS.imageMaxBytes, minSide: 20, maxSide: 800, output: 'png', ...messages };
}

export interface TextedSignatureOptions {
  files: SealedFiles;
  clock: Clock;
  limits: { codeSeconds: number; resendSeconds: number; codeMaxAttempts: number };
  imageRules: ImageRules;
  /** The service's message keys. */
  messages: { signatureRequired: string; codeResendTooSoon: string; codeTooManyAttempts: string; codeExpired: string; codeInvalid: string };
}

/**
 * The texted-code signature (docs/adr/0019), written once for every document signed this way (the
 * consent agreement, investment contracts, a child's registration agreement): the signature is
 * captured (typed, or a picture kept sealed), a six-digit code is texted for it and only its hash
 * kept, a new code at most every `resendSeconds`, the answer judged (attempts, expiry, hash), and on
 * the right answer the signed document is written once, sealed, and committed with its SHA-256 by
 * the service's one conditional write. Each service keeps its own rows, states, texts and events:
 * it passes them in as the writes below.
 */
export class TextedSignatureFlow {
  constructor(private readonly options: TextedSignatureOptions) {}

  /** A new code for signature `id`. */
  issueCode(id: string): IssuedCode {
    const code = newTextedCode();
    return {
      code,
      codeHash: textedCodeHash(id, code),
      codeSentAt: this.options.clock.nowIso(),
      codeExpiresAt: this.options.clock.inSeconds(this.options.limits.codeSeconds),
    };
  }

  /**
   * Captures a new signature and runs `write` (the service's transaction: its state move, the row,
   * the code's event) with it and its code; a picture saved for a signature that `write` refused is
   * removed.
   */
  async start(input: SignatureInput, id: string, write: (signature: CapturedSignature, code: IssuedCode) => Promise<void>): Promise<void> {
    const typedText = input.kind === 'typed' ? (input.text ?? '').trim() : null;
    if (input.kind === 'typed' && !typedText) throw ValidationFailedError.single('text', this.options.messages.signatureRequired);
    const image = input.kind === 'typed' ? null : await normalizeImageDataUrl(input.image ?? '', this.options.imageRules);
    const signatureFile = image ? await this.options.files.save(image.bytes) : null;
    try {
      await write({ kind: input.kind, typedText, signatureFile }, this.issueCode(id));
    } catch (error) {
      if (signatureFile) await this.options.files.remove(signatureFile);
      throw error;
    }
  }

  /**
   * A new code for a signature waiting for one: `replace` is the service's conditional write (false
   * when the last code is younger than `resendSeconds`, answered 429), then the code is announced.
   */
  async resend(signature: StoredSignature, replace: (code: IssuedCode, notBefore: string) => Promise<boolean>): Promise<void> {
    const code = this.issueCode(signature.id);
    if (!(await replace(code, this.options.clock.inSeconds(-this.options.limits.resendSeconds))))
      throw new AppError(this.options.messages.codeResendTooSoon, HttpStatus.TOO_MANY_REQUESTS);
  }

  /**
   * Judges the answer ("Time expired" once past; a wrong one counted by `countWrong`), then writes
   * the signed document with `render`, seals it, and runs `commit` (the service's confirming write
   * and event) with its key and SHA-256; the file is removed if the commit loses a race.
   */
  async confirm(
    signature: StoredSignature,
    answer: string,
    steps: {
      countWrong: () => Promise<void>;
      render: (signed: { kind: SignatureKind; text: string | null; image: Buffer | null }, signedAt: string) => Promise<Buffer>;
      commit: (document: { key: string; sha256: string }, signedAt: string, codeHash: string) => Promise<void>;
    },
  ): Promise<void> {
    const { clock, limits, messages, files } = this.options;
    const verdict = judgeTextedCode(signature, answer, clock.nowIso(), limits.codeMaxAttempts);
    if (verdict === 'too-many-attempts') throw new AppError(messages.codeTooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
    if (verdict === 'expired') throw new AppError(messages.codeExpired, HttpStatus.BAD_REQUEST);
    if (verdict === 'wrong') {
      await steps.countWrong();
      throw new AppError(messages.codeInvalid, HttpStatus.BAD_REQUEST);
    }
    // The document is written before the confirming write and dropped if that write loses a race.
    const signedAt = clock.nowIso();
    const pdf = await steps.render(
      { kind: signature.kind, text: signature.typedText, image: signature.signatureFile ? await files.read(signature.signatureFile) : null },
      signedAt,
    );
    await files.saveThen(pdf, (saved) => steps.commit(saved, signedAt, signature.codeHash));
  }
}
