import type { ErrorCode } from '@shahrbazar/domain/api/error.schema';
import { ApiError, errorOfAnswer, urlOf, type UploadAnswer, type UploadCall, type UploadPath } from './api-client.ts';

/** Image types the API takes for avatars and documents (spec section 9: jpeg, png, gif, bmp and webp are images). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/bmp'] as const;
/** The videos the API takes (spec: mp4, avi, mov), as browsers name them. */
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/avi'] as const;

export const MB = 1024 * 1024;

/** What a CV may be: a PDF or an image. */
export const CV_TYPES = ['application/pdf', ...IMAGE_TYPES] as const;

/** Why a chosen file cannot be sent, before sending megabytes over a slow network; undefined when it can. */
export function fileProblem(
  file: File,
  maxBytes: number,
  types: readonly string[] = IMAGE_TYPES,
): 'type' | 'size' | undefined {
  if (!types.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return undefined;
}

export interface UploadOptions {
  /** 0..1 as the bytes leave the browser. */
  onProgress(fraction: number): void;
  locale: string;
  messageFor(code: ErrorCode): string;
  /** For tests; the browser's XMLHttpRequest by default. */
  createRequest?: () => XMLHttpRequest;
}

/**
 * Posts a multipart form to an upload of the API's document from the browser with upload progress, which fetch()
 * cannot report: `uploadWithProgress('/api/v1/me/payments/{id}/receipt', { params: { path: { id } }, body }, …)`,
 * typed like the client's calls (ADR 0118). Same origin, so the session cookie goes along. Resolves with the JSON
 * answer; rejects with an ApiError shaped like the typed client's (the API's message and fields, or `network` when
 * the connection failed).
 */
export function uploadWithProgress<P extends UploadPath>(
  path: P,
  call: UploadCall<P>,
  options: UploadOptions,
): Promise<UploadAnswer<P>> {
  const { params, body } = call as { params?: Parameters<typeof urlOf>[1]; body: FormData };
  return new Promise<UploadAnswer<P>>((resolve, reject) => {
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    request.open('POST', urlOf(path, params));
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', options.locale);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.responseText) as unknown;
      } catch {
        parsed = undefined;
      }
      if (request.status >= 200 && request.status < 300 && parsed !== undefined) {
        options.onProgress(1);
        resolve(parsed as UploadAnswer<P>);
      } else if (request.status >= 200 && request.status < 300) {
        reject(new ApiError(502, 'internal', options.messageFor('internal')));
      } else {
        reject(errorOfAnswer(request.status, parsed, options.messageFor));
      }
    };
    const offline = () => reject(new ApiError(503, 'network', options.messageFor('network')));
    request.onerror = offline;
    request.ontimeout = offline;
    request.onabort = offline;
    request.send(body);
  });
}
