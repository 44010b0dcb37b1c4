/**
 * A same-site path to redirect to, or the fallback. Accepts only a relative path starting with a single "/"
 * ("/ads?page=2"); rejects absolute URLs, protocol-relative "//evil.example", backslash tricks and control
 * characters, and paths whose dot segments normalise into one of those, so a form field can never send the visitor
 * to another site.
 */
export function safeRedirectPath(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  const base = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  // Decide on the normalised path: "/..//evil.example", "/a/..//x" and "/%2e%2e//x" all normalise to a path that
  // starts with "//", which a browser reads as another site.
  if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
