import { randomBytes } from 'node:crypto';
import { SecretBox } from '../../crypto/secret-box';
import { SealedFiles } from '../../files/sealed-files';
import { FileAreas, type FileStore } from '../../files/file-store';
import { Clock } from '../../time/clock';
import { TextedSignatureFlow, type CapturedSignature, type IssuedCode, type StoredSignature } from '../texted-signature-flow';

const LIMITS = { codeSeconds: 300, resendSeconds: 30, codeMaxAttempts: 5 };
const MESSAGES = { signatureRequired: 'x.signatureRequired', codeResendTooSoon: 'x.codeResendTooSoon', codeTooManyAttempts: 'x.codeTooManyAttempts', codeExpired: 'x.codeExpired', codeInvalid: 'x.codeInvalid' };
const IMAGE_RULES = { maxBytes: 512 * 1024, minSide: 20, maxSide: 800, output: 'png' as const, invalidKey: 'x.imageInvalid', tooLargeKey: 'x.imageTooLarge', tooSmallKey: 'x.imageTooSmall' };

describe('the texted-code signature flow (docs/adr/0019, issue 35)', () => {
  let kept: Map<string, Buffer>;
  let clock: Clock;
  let flow: TextedSignatureFlow;
  beforeEach(() => {
    clock = new Clock();
    // The flow's own logic: files in a Map-backed store behind the platform's FileStore port (the
    // database and S3 adapters are tested with the services).
    kept = new Map<string, Buffer>();
    const store: FileStore = { kind: 'database', put: async (key, bytes) => void kept.set(key, bytes), get: async (key) => kept.get(key) ?? null, delete: async (key) => void kept.delete(key) };
    const files = new SealedFiles(new FileAreas(store), 'signatures', SecretBox.fromKeyring(`k1=${randomBytes(32).toString('base64')}`), 'signature');
    flow = new TextedSignatureFlow({ files, clock, limits: LIMITS, imageRules: IMAGE_RULES, messages: MESSAGES });
  });

  /** Starts a typed signature and keeps what the service's write would have stored. */
  async function started(): Promise<{ stored: StoredSignature; code: string }> {
    let stored: StoredSignature | null = null;
    let code = '';
    await flow.start({ kind: 'typed', text: '  Sara  ' }, 'sig-1', async (signature: CapturedSignature, issued: IssuedCode) => {
      stored = { id: 'sig-1', phone: '+96891234567', attempts: 0, ...signature, codeHash: issued.codeHash, codeExpiresAt: issued.codeExpiresAt };
      code = issued.code;
    });
    return { stored: stored!, code };
  }

  it('[A5.8] refuses an empty typed signature with the service\'s message', async () => {
    await expect(flow.start({ kind: 'typed', text: '   ' }, 'sig-1', async () => undefined)).rejects.toMatchObject({ errors: [{ field: 'text', messageKey: 'x.signatureRequired' }] });
  });

  it('keeps a six-digit code\'s hash only, and confirms with the right answer: the document is sealed and committed with its SHA-256', async () => {
    const { stored, code } = await started();
    expect(stored.typedText).toBe('Sara');
    expect(code).toMatch(/^\d{6}$/);
    expect(stored.codeHash).not.toContain(code);
    let committed: { key: string; sha256: string } | null = null;
    await flow.confirm(stored, code, {
      countWrong: async () => undefined,
      render: async (signed) => Buffer.from(`signed by ${signed.text}`),
      commit: async (document) => {
        committed = document;
      },
    });
    expect(committed).toMatchObject({ key: expect.stringMatching(/\.sealed$/), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect([...kept.keys()]).toEqual([`signatures/${committed!.key}`]);
  });

  it('[A4.4] counts a wrong answer, says "Time expired" once past, and stops after five wrong answers', async () => {
    const { stored, code } = await started();
    let wrong = 0;
    const steps = { countWrong: async () => void wrong++, render: async () => Buffer.from('pdf'), commit: async () => undefined };
    await expect(flow.confirm(stored, code === '000000' ? '111111' : '000000', steps)).rejects.toMatchObject({ messageKey: 'x.codeInvalid', status: 400 });
    expect(wrong).toBe(1);
    await expect(flow.confirm({ ...stored, attempts: 5 }, code, steps)).rejects.toMatchObject({ messageKey: 'x.codeTooManyAttempts', status: 429 });
    clock.travel(301_000);
    await expect(flow.confirm(stored, code, steps)).rejects.toMatchObject({ messageKey: 'x.codeExpired', status: 400 });
  });

  it('removes the sealed document when the confirming write loses a race', async () => {
    const { stored, code } = await started();
    await expect(flow.confirm(stored, code, { countWrong: async () => undefined, render: async () => Buffer.from('pdf'), commit: async () => Promise.reject(new Error('lost')) })).rejects.toThrow('lost');
    expect([...kept.keys()]).toEqual([]);
  });

  it('answers 429 when the service refuses a new code younger than the resend pause, and gives it the cut-off', async () => {
    const { stored } = await started();
    let notBeforeSeen = '';
    await expect(flow.resend(stored, async (_code, notBefore) => ((notBeforeSeen = notBefore), false))).rejects.toMatchObject({ messageKey: 'x.codeResendTooSoon', status: 429 });
    expect(Date.parse(notBeforeSeen)).toBeLessThanOrEqual(Date.now() - 29_000);
    await expect(flow.resend(stored, async () => true)).resolves.toBeUndefined();
  });
});
