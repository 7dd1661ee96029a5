import { FileAreas, StoredFiles } from '@cf/platform';

/**
 * Where bank-transfer slips live. Top-up only knows this port (as identity's image storage); the
 * local-disk adapter serves development, tests and single-node installs, an object store can be
 * bound to SLIP_STORAGE later.
 */
export interface StoredSlip {
  bytes: Buffer;
  contentType: SlipContentType;
}

export type SlipContentType = 'application/pdf' | 'image/png' | 'image/jpeg';

export interface SlipStorage {
  /** Stores the bytes and answers the new key (server-made: uuid + extension). */
  save(bytes: Buffer, contentType: SlipContentType): Promise<string>;
  /** The stored slip, or null for an unknown (or malformed) key. */
  read(key: string): Promise<StoredSlip | null>;
}

export const SLIP_STORAGE = Symbol('SLIP_STORAGE');

const EXTENSION_OF: Record<SlipContentType, 'pdf' | 'png' | 'jpg'> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };
/** Keys are made by the server only: anything else is refused (no path traversal). */
export const SLIP_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg)$/;

/** The slip's real type from its first bytes (the declared type and the file name are not trusted). */
export function sniffSlipType(bytes: Buffer): SlipContentType | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Slips in the service's file store (area `wallet/slips`), named by their key; `legacyDirectory`: where they were kept on the disk before issue 40. */
export class StoredSlipStorage implements SlipStorage {
  private readonly files: StoredFiles;

  constructor(files: FileAreas, legacyDirectory: string) {
    this.files = new StoredFiles(files, 'wallet/slips', legacyDirectory);
  }

  save(bytes: Buffer, contentType: SlipContentType): Promise<string> {
    return this.files.save(bytes, EXTENSION_OF[contentType]);
  }

  async read(key: string): Promise<StoredSlip | null> {
    if (!SLIP_KEY.test(key)) return null;
    const file = await this.files.read(key);
    return file && { bytes: file.bytes, contentType: file.contentType as SlipContentType };
  }
}
