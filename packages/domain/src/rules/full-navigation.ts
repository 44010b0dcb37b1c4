// The spec: entering the doctor pages (/doctor, /doctor/list, /doctor/{id}) forces a full browser navigation to the
// same address. One rule, read by every link and form that may lead there, so none is forgotten.

/** The public paths whose pages are entered with a full browser navigation. */
export const FULL_NAVIGATION_PATHS: readonly string[] = ['/doctor'];

/** Whether following a link to this address must reload the document (spec: the doctor pages). */
export function needsFullNavigation(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  return FULL_NAVIGATION_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
