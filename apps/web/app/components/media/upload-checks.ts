import { IMAGE_TYPES, MB } from '../../lib/upload.ts';

/** Video types the API takes (spec section 9: mp4, avi and mov are videos). */
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/avi'] as const;

/** The API's limits (apps/api media/file.service.ts), checked here before megabytes go over a slow network. */
export const IMAGE_MAX_BYTES = 10 * MB;
export const VIDEO_MAX_BYTES = 50 * MB;

export type MediaFileProblem = 'type' | 'imageSize' | 'videoSize';

/**
 * Why a chosen file cannot be sent, judged by what the browser says its type is; the API decides by the content
 * anyway. A file of unknown type (some phones report none for .mov or .avi) is left to the API unless too large for
 * any upload.
 */
export function mediaFileProblem(file: File, options: { videos: boolean }): MediaFileProblem | undefined {
  const isImage = (IMAGE_TYPES as readonly string[]).includes(file.type);
  const isVideo = options.videos && (VIDEO_TYPES as readonly string[]).includes(file.type);
  if (file.type && !isImage && !isVideo) return 'type';
  if (isImage && file.size > IMAGE_MAX_BYTES) return 'imageSize';
  const largest = options.videos ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
  if (file.size > largest) return options.videos ? 'videoSize' : 'imageSize';
  return undefined;
}

/** The file input's accept list. */
export function acceptOf(options: { videos: boolean }): string {
  return [...IMAGE_TYPES, ...(options.videos ? VIDEO_TYPES : [])].join(',');
}
