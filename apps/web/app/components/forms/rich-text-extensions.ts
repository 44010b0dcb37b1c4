import { Link } from '@mantine/tiptap';
import StarterKit from '@tiptap/starter-kit';

// What the back office's rich-text editor can write, kept to what the API's sanitiser stores unchanged
// (apps/api modules/content/sanitize.ts; the samples in domain text/rich-text-samples.ts are checked on both sides).

/** Addresses the sanitiser keeps in a link: http(s), mail, phone, and site paths (not protocol-relative //host). */
const ALLOWED_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|[^:/?#]+(?:[/?#]|$))/i;

/**
 * Mantine's link (Mod+K opens its link box) written as the sanitiser writes it: an outside http(s) link always leaves in
 * a tab of its own without handing the page over (rel, target), a site path stays a plain link. Tiptap's default put
 * target and rel before href, and Mantine's box could make an outside link open in the same tab: the stored page
 * would not have been what the editor showed.
 */
const SiteLink = Link.extend({
  renderHTML({ HTMLAttributes }) {
    const href = String(HTMLAttributes.href ?? '');
    const outside = /^https?:/i.test(href);
    return ['a', outside ? { href, rel: 'noopener noreferrer nofollow', target: '_blank' } : { href }, 0];
  },
}).configure({
  openOnClick: false,
  isAllowedUri: (url) => ALLOWED_HREF.test(url.trim()),
});

/**
 * The editor's extensions: headings 2-4 (the page's title is its h1), no other link than the site's, and no empty
 * paragraph kept at the end of every text (StarterKit's trailing node).
 */
export const richTextExtensions = [
  StarterKit.configure({ link: false, trailingNode: false, heading: { levels: [2, 3, 4] } }),
  SiteLink,
];

/** Tags the editor holds as they are; content with anything else (a table, an image) is edited as HTML instead. */
const EDITOR_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'br',
  'hr',
]);

/**
 * Whether stored content survives a round through the editor: the editor would silently drop a table, an image, a
 * `dir` or a link's title it has no place for, so such content stays in the HTML box.
 */
export function editorCanHold(html: string): boolean {
  for (const [, name, attributes] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    if (!EDITOR_TAGS.has(name!.toLowerCase())) return false;
    const names = [...attributes!.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g)].map((match) =>
      match[1]!.toLowerCase(),
    );
    if (names.some((attribute) => !['href', 'rel', 'target'].includes(attribute))) return false;
  }
  return true;
}
