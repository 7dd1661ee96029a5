import { Inject, Injectable } from '@nestjs/common';
import { ProfileUpdatedV1 } from '@cf/contracts';
import { AppError, type AuthenticatedUser, Clock, OutboxService, Transactions } from '@cf/platform';
import { say } from '../core/language';
import { hasActiveContent, probeImage, type ImageInfo } from '@cf/platform';
import { IMAGE_KEY, IMAGE_STORAGE, type ImageStorage, type StoredImage } from '../storage/image-storage';
import { User } from '../core/users/entities/user.entity';
import { currentUserView } from '../core/users/user-views';
import { UsersRepository } from '../core/users/users.repository';
import { FollowsRepository } from './follows.repository';

/** A5.8 / A9.5: uploads under 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Where uploaded images are served (through the gateway, without a token). */
export const PHOTO_URL_PREFIX = '/api/v1/users/photos/';

export type ImageSlot = 'photo' | 'coverPhoto';

/** A9.4 profile image: square, at least 200×200; A9.5 cover: at least 1350×400. */
const RULES: Record<ImageSlot, { fits: (info: ImageInfo) => boolean; message: string }> = {
  photo: { fits: (i) => i.width === i.height && i.width >= 200, message: 'identity.photoDimensions' },
  coverPhoto: { fits: (i) => i.width >= 1350 && i.height >= 400, message: 'identity.coverDimensions' },
};

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([\s\S]*)$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Declared types accepted; the bytes must agree with them. */
const DECLARED: Record<string, 'png' | 'jpeg'> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/jpg': 'jpeg', 'image/pjpeg': 'jpeg' };

const invalidFormat = () => new AppError('identity.imageInvalidFormat', 400);

/**
 * Checks an uploaded data URL whatever the client did: declared type PNG/JPEG, valid base64,
 * decoded size, real type from the magic bytes (must match the declared one), dimensions from the header.
 */
export function decodeImage(dataUrl: string, slot: ImageSlot): { bytes: Buffer; info: ImageInfo } {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw invalidFormat();
  const declared = DECLARED[match[1].toLowerCase()];
  if (!declared) throw invalidFormat();
  const base64 = match[2].replace(/\s+/g, '');
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) throw invalidFormat();
  if ((base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) > MAX_IMAGE_BYTES)
    throw new AppError('identity.imageTooLarge', 400);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('identity.imageTooLarge', 400);
  const info = probeImage(bytes);
  if (!info || info.kind !== declared || hasActiveContent(bytes)) throw invalidFormat();
  if (!RULES[slot].fits(info)) throw new AppError(RULES[slot].message, 400);
  return { bytes, info };
}

/** Profile and cover image uploads (A5.8, A9.4, A9.5) and serving them back. */
@Injectable()
export class ProfileImagesService {
  constructor(
    private readonly tx: Transactions,
    private readonly outbox: OutboxService,
    private readonly users: UsersRepository,
    private readonly follows: FollowsRepository,
    private readonly clock: Clock,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  private async me(caller: AuthenticatedUser): Promise<User> {
    const user = await this.users.findById(caller.id);
    if (!user || user.disabledAt !== null) throw AppError.unauthorized();
    return user;
  }

  /** Validates, stores, points user.photo / user.coverPhoto at it and announces the change (same transaction). */
  async upload(caller: AuthenticatedUser, slot: ImageSlot, dataUrl: string) {
    const user = await this.me(caller);
    const { bytes, info } = decodeImage(dataUrl, slot);
    const key = await this.storage.save(bytes, info.contentType);
    const url = `${PHOTO_URL_PREFIX}${key}`;
    await this.tx.run(async () => {
      await this.users.update(user.id, { [slot]: url, updatedAt: this.clock.nowIso() });
      await this.outbox.append(ProfileUpdatedV1, user.id, { userId: user.id, fields: [slot] });
    });
    const updated = await this.me(caller);
    return { message: say('identity.imageUploaded'), url, user: currentUserView(updated, await this.follows.counts(user.id)) };
  }

  /** A stored image by its key; unknown or malformed keys answer 404. */
  async read(key: string): Promise<StoredImage> {
    const image = IMAGE_KEY.test(key) ? await this.storage.read(key) : null;
    if (!image) throw AppError.notFound();
    return image;
  }
}
