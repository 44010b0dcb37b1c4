import { FileType } from '../enums/listing.ts';

/** The MIME types accepted for uploads and the file type each is stored as. */
export const ACCEPTED_MIME_TYPES: Readonly<Record<string, FileType>> = {
  'image/jpeg': FileType.image,
  'image/png': FileType.image,
  'image/gif': FileType.image,
  'image/bmp': FileType.image,
  'image/webp': FileType.image,
  'video/mp4': FileType.video,
  'video/x-msvideo': FileType.video,
  'video/avi': FileType.video,
  'video/quicktime': FileType.video,
};

/** The file type of a MIME type (case and parameters ignored), or null when it is not supported. */
export function fileTypeOfMime(mime: string | null | undefined): FileType | null {
  const essence = (mime ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return Object.hasOwn(ACCEPTED_MIME_TYPES, essence) ? (ACCEPTED_MIME_TYPES[essence] ?? null) : null;
}
