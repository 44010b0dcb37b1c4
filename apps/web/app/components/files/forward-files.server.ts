/**
 * Forwards the files a form carried (its `file` inputs, empty ones skipped, at most `max`) to an API upload, one
 * request each, in order: `upload(body)` is the typed call of the route's upload (`api.POST('…/{id}/files', …)`).
 * The first refusal is thrown as the API's ApiError: the files before it stay uploaded.
 */
export async function forwardFiles(
  form: FormData,
  max: number,
  upload: (body: FormData) => Promise<unknown>,
): Promise<number> {
  const files = form
    .getAll('file')
    .filter((file): file is File => file instanceof File && file.size > 0)
    .slice(0, max);
  for (const file of files) {
    const body = new FormData();
    body.append('file', file, file.name);
    await upload(body);
  }
  return files.length;
}
