/**
 * A public page's scripts start loading once the browser has drawn the page's main picture (ADR 0073). The server's
 * HTML stream (scripts-after-picture.server.ts) writes React Router's entry module script inert, a data block of the
 * type below marked HELD_SCRIPT_MARK (valid HTML, issue 32), and leaves out its module preloads; START_SCRIPTS, an
 * inline script after it (root.tsx; its text and MARK_MAIN_PICTURE's are the server's alone, starter-scripts.tsx),
 * preloads what React Router would have (the entry and the page's routes with
 * their imports, read from the held entry's manifest; at low priority, ADR 0066) and puts a live copy of the entry in
 * its place, once the main picture (`mainPicture`, named for element timing by MARK_MAIN_PICTURE in the head) is
 * drawn (the browser's element timing), fails, or WAIT_MS have passed, whichever comes
 * first; at the page's load where the browser has no element timing; and at once on a page without a main picture.
 * On a slow phone the stylesheets, the font and the first pictures then have the connection to themselves; the
 * scripts only make the drawn page interactive (its links and forms work without them).
 */

/** The element-timing name of a page's main picture. */
export const MAIN_PICTURE = 'main-picture';

/**
 * The attribute that marks a page's main picture in the HTML. `elementtiming` is not an attribute of the HTML
 * standard (the W3C checker refused it, issue 32): MARK_MAIN_PICTURE gives the marked picture its `elementtiming` in
 * the document as the parser reads it, before it can be drawn.
 */
export const MAIN_PICTURE_MARK = 'data-main-picture';

/**
 * The attributes of a page's main picture when `isMain` (the first card, the first photo, the first banner): fetched
 * first, and its drawing starts the page's scripts.
 */
export function mainPicture(isMain: boolean): { fetchPriority?: 'high'; [MAIN_PICTURE_MARK]?: string } {
  return isMain ? { fetchPriority: 'high', [MAIN_PICTURE_MARK]: '' } : {};
}

/**
 * The `type` React Router's entry module script waits under: a data block (a valid MIME type that is not
 * JavaScript's), which runs nothing. The issue 32's W3C check refused the former `module-after-picture`.
 */
export const HELD_SCRIPT_TYPE = 'text/plain';

/** The attribute that tells the held entry from any other data block. */
export const HELD_SCRIPT_MARK = 'data-after-picture';
