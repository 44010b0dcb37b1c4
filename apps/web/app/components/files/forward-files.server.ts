import type { ApiClient } from '../../lib/api-client.ts';

/**
 * Forwards the files a form carried (its `file` inputs, empty ones skipped, at most `max`) to an API upload route, one
 * request each, in order. The first refusal is thrown as the API's ApiError: the files before it stay uploaded.
 */
export async function forwardFiles(api: ApiClient, form: FormData, url: string, max: number): Promise<number> {
  const files = form
    .getAll('file')
    .filter((file): file is File => file instanceof File && file.size > 0)
    .slice(0, max);
  for (const file of files) {
    const body = new FormData();
    body.append('file', file, file.name);
    await api.post(url, body);
  }
  return files.length;
}
