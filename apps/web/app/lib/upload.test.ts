import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@shahrbazar/domain/api/error.schema';
import { ApiError } from './api-client.ts';
import { uploadWithProgress } from './upload.ts';

// The browser's upload with progress (issue 4 item 4), driven by a fake XMLHttpRequest: the test fires the progress
// events and the end of the request the way a browser would.

type Handler = ((event: ProgressEvent) => void) | null;

class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }

  /** The browser reports bytes sent so far. */
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  /** The answer arrived. */
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.({} as ProgressEvent);
  }
}

/** Starts an upload on a fake request; `percents` collects what the progress bar would show. */
function start() {
  const request = new FakeRequest();
  const percents: number[] = [];
  const body = new FormData();
  body.set('title', 'بنر تابستان');
  const result = uploadWithProgress(
    '/api/v1/manager/files',
    { body },
    {
      onProgress: (fraction) => percents.push(Math.round(fraction * 100)),
      locale: 'fa',
      messageFor: (code: ErrorCode) => `پیام ${code}`,
      createRequest: () => request as unknown as XMLHttpRequest,
    },
  );
  return { request, percents, body, result };
}

/** The upload rejects with an ApiError (the one error shape of the typed client) carrying `expected`. */
async function expectFailure(result: Promise<unknown>, expected: Partial<ApiError>) {
  await expect(result).rejects.toBeInstanceOf(ApiError);
  await expect(result).rejects.toMatchObject(expected);
}

describe('uploadWithProgress', () => {
  it('posts the form to the path with the JSON and locale headers', () => {
    const { request, body } = start();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/manager/files');
    expect(request.headers).toEqual({ accept: 'application/json', 'accept-language': 'fa' });
    expect(request.body).toBe(body);
  });

  it("fills the upload's path parameters as the document names them", () => {
    const request = new FakeRequest();
    void uploadWithProgress(
      '/api/v1/me/payments/{id}/receipt',
      { params: { path: { id: 42 } }, body: new FormData() },
      {
        onProgress: () => {},
        locale: 'fa',
        messageFor: (code) => code,
        createRequest: () => request as unknown as XMLHttpRequest,
      },
    ).catch(() => {});
    expect(request.url).toBe('/api/v1/me/payments/42/receipt');
  });

  it('reports the share of bytes sent as they leave, then 100 with the parsed answer', async () => {
    const { request, percents, result } = start();
    request.progress(0, 2000);
    request.progress(500, 2000);
    // Unknown length (no Content-Length) or an empty body say nothing a bar could show.
    request.progress(900, 0, false);
    request.progress(0, 0);
    request.progress(1300, 2000);
    request.progress(2000, 2000);
    expect(percents).toEqual([0, 25, 65, 100]);

    request.answer(201, '{"id":7,"image":"/images/files/2026/11/abc.webp"}');
    await expect(result).resolves.toEqual({ id: 7, image: '/images/files/2026/11/abc.webp' });
    expect(percents).toEqual([0, 25, 65, 100, 100]);
  });

  it("rejects a refusal with the API's status, code, message and field messages", async () => {
    const { request, percents, result } = start();
    request.progress(1000, 1000);
    request.answer(
      415,
      JSON.stringify({
        error: {
          code: 'unsupported_media_type',
          message: 'نوع فایل پشتیبانی نمی‌شود.',
          fields: { file: 'فقط تصویر یا ویدیو' },
        },
      }),
    );
    await expectFailure(result, {
      status: 415,
      code: 'unsupported_media_type',
      message: 'نوع فایل پشتیبانی نمی‌شود.',
      fields: { file: 'فقط تصویر یا ویدیو' },
    });
    // The bar is not pushed to 100 again for a refused upload.
    expect(percents).toEqual([100]);
  });

  it("answers a proxy's page without the error shape by its status, in the catalogue's words", async () => {
    const tooLarge = start();
    tooLarge.request.answer(413, '<html><body>413 Request Entity Too Large</body></html>');
    await expectFailure(tooLarge.result, {
      status: 413,
      code: 'payload_too_large',
      message: 'پیام payload_too_large',
      fields: undefined,
    });

    // A gateway that cannot reach the API is, to the person uploading, no connection.
    const gateway = start();
    gateway.request.answer(502, 'Bad Gateway');
    await expectFailure(gateway.result, { status: 503, code: 'network', message: 'پیام network' });
  });

  it('takes a success whose body is not JSON as a server fault, not as an answer', async () => {
    const { request, percents, result } = start();
    request.answer(200, '<html>maintenance</html>');
    await expectFailure(result, { status: 502, code: 'internal', message: 'پیام internal' });
    expect(percents).toEqual([]);
  });

  it.each(['onerror', 'ontimeout', 'onabort'] as const)(
    'rejects as a lost connection when the request ends by %s',
    async (end) => {
      const { request, percents, result } = start();
      request.progress(300, 1000);
      request[end]?.({} as ProgressEvent);
      await expectFailure(result, { status: 503, code: 'network', message: 'پیام network' });
      expect(percents).toEqual([30]);
    },
  );
});
