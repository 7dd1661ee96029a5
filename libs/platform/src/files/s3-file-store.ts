import type { S3Client, ServerSideEncryption } from '@aws-sdk/client-s3';
import type { FileStore } from './file-store';

/**
 * The SDK is loaded when a store is made (FILE_STORE=s3), not by every process that imports the
 * platform: it costs ~0.3 s of CPU per process start (the crash tests start dozens).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sdk = (): typeof import('@aws-sdk/client-s3') => require('@aws-sdk/client-s3');

/** FILE_STORE=s3: a bucket (and prefix) of an S3-compatible object store. */
export interface S3FileStoreConfig {
  bucket: string;
  /** Keys are `<prefix>/<area>/<name>`: one prefix per service (its name by default). */
  prefix: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, Ceph, a provider's); AWS's own when unset. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Server-side encryption asked of the store for every object, on top of the platform's sealing. */
  serverSideEncryption: 'AES256' | 'aws:kms';
  kmsKeyId?: string;
}

/**
 * Files in S3-compatible object storage (`@aws-sdk/client-s3`; credentials from the SDK's default
 * chain: environment, web identity on Kubernetes, instance role). Objects are written once
 * (`If-None-Match: *`) with server-side encryption.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(
    private readonly config: S3FileStoreConfig,
    client?: S3Client,
  ) {
    this.client = client ?? new (sdk().S3Client)({ region: config.region, endpoint: config.endpoint, forcePathStyle: config.forcePathStyle });
  }

  private objectKey(key: string): string {
    return `${this.config.prefix}/${key}`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new (sdk().PutObjectCommand)({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        IfNoneMatch: '*',
        ServerSideEncryption: this.config.serverSideEncryption as ServerSideEncryption,
        ...(this.config.kmsKeyId ? { SSEKMSKeyId: this.config.kmsKeyId } : {}),
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new (sdk().GetObjectCommand)({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      const { NoSuchKey, S3ServiceException } = sdk();
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new (sdk().DeleteObjectCommand)({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
