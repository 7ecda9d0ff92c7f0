import { api, apiPath } from '@domain/api';
import { sql } from 'drizzle-orm';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@domain/employee';
import type { Db } from '../../db/db';
import { userImages } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';

export type ImageType = (typeof PROFILE_IMAGE_TYPES)[number];

export interface ProfileImage {
  contentType: ImageType;
  data: Buffer;
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);

/** The type of an image by its first bytes; what the client claims is never trusted. */
export function sniffImage(data: Buffer): ImageType | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  Buffer.isBuffer((value as UploadedFile).data) &&
  typeof (value as UploadedFile).filename === 'string';

/**
 * The profile image of a form, checked: png, jpeg or webp by content and at most 2 MB. A form
 * sent without a chosen file (an empty part) or with the current image's address has no new image.
 */
export function profileImageOf(value: unknown): ProfileImage | undefined {
  if (!isUploadedFile(value) || value.data.length === 0) return undefined;
  if (value.data.length > PROFILE_IMAGE_MAX_BYTES) {
    const params = { max: PROFILE_IMAGE_MAX_BYTES / (1024 * 1024) };
    throw new ApiError(413, 'errors.imageTooLarge', params, {
      ProfileImage: [{ key: 'errors.imageTooLarge', params }],
    });
  }
  const contentType = sniffImage(value.data);
  if (!contentType) throw new ApiError(400, 'errors.imageType', {}, { ProfileImage: [{ key: 'errors.imageType' }] });
  return { contentType, data: value.data };
}

/** Where an employee's image is served; the version changes with every upload. */
export const imageRoute = (userId: number, version: number): string =>
  apiPath(api.employees.profileImage, { id: userId, version });

/** Keeps the person's new image in place of the old one; its version (and so its address) changes. */
export async function saveProfileImage(db: Db, userId: number, image: ProfileImage | undefined): Promise<void> {
  if (!image) return;
  await db
    .insert(userImages)
    .values({ userId, contentType: image.contentType, data: image.data })
    .onConflictDoUpdate({
      target: userImages.userId,
      set: { contentType: image.contentType, data: image.data, version: sql`${userImages.version} + 1` },
    });
}
