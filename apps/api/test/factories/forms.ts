/** A multipart form as the web and the apps send uploads: text fields and, when given, one file. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type?: string },
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) {
    body.append(
      'file',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return body;
}
