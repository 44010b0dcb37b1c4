import sanitizeHtml from 'sanitize-html';

// Rich content (pages, posts) is HTML a manager writes: kept to an allowlist of text markup on the server, before it
// is stored, so no script, event handler, style or foreign frame ever reaches a visitor's page. Links may only be
// http(s), mail or site paths; images only http(s) or site paths.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leave in a tab of their own without handing this page to the other site.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' }
        : attribs,
    }),
  },
  allowedAttributesByTag: undefined,
} as sanitizeHtml.IOptions;
// rel and target are set by transformTags, so they must be allowed on a.
(OPTIONS.allowedAttributes as Record<string, string[]>).a!.push('rel', 'target');

/** Rich content as it may be stored and shown: the allowlisted markup of `html`, nothing else. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of rich content without markup, whitespace folded, cut at `max` characters (cards, meta descriptions). */
export function plainExcerpt(html: string, max = 200): string {
  // Block ends become spaces, so two paragraphs do not run into one word.
  const spaced = html.replace(/<\/(p|h[1-6]|li|td|th|div|blockquote|pre|figcaption)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
