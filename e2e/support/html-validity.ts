import { HtmlValidate, metadataHelper, Rule, type HtmlElement, type RuleDocumentation } from 'html-validate';

// The HTML check of the journeys (issue 32): the W3C Nu checker (Java) is not available here, so html-validate (npm,
// offline) checks the server's HTML for what the Nu checker found on our pages, and for what breaks hydration:
// - a script's type must be JavaScript's, `module`, `importmap`, `speculationrules` or a MIME type (a data block);
// - no attribute outside the HTML standard on the elements that had one (`elementtiming` on an img);
// - `sizes` without `srcset` on an img, `imagesizes` without `imagesrcset` on a preload;
// - `aria-label` on an element that may not be named (a plain div or span);
// - the content models: a <div> (a Mantine Badge) inside a <p> that the browser closes early, a <div> inside a
//   <span>, end tags out of order.
// Mantine writes its <style> in the body; the Nu checker accepts that (it reported none of them), so does this.
// Landmarks named alike are axe's (accessibility.spec.ts): the phone's folded menu and the desktop's are the same
// navigation, one of them hidden at each width, which only a browser knows.

const GLOBAL_ATTRIBUTES = new Set(
  (
    'accesskey autocapitalize autocorrect autofocus class contenteditable dir draggable enterkeyhint hidden id inert ' +
    'inputmode is itemid itemprop itemref itemscope itemtype lang nonce popover role slot spellcheck style tabindex ' +
    'title translate writingsuggestions'
  ).split(' '),
);

/** The attributes the HTML standard gives these elements beside the global ones. */
const OWN_ATTRIBUTES: Record<string, Set<string>> = {
  img: new Set(
    'alt src srcset sizes crossorigin usemap ismap width height referrerpolicy decoding loading fetchpriority'.split(
      ' ',
    ),
  ),
  script: new Set(
    'src type nomodule async defer blocking crossorigin integrity referrerpolicy fetchpriority'.split(' '),
  ),
  link: new Set(
    (
      'href crossorigin rel as media integrity hreflang type referrerpolicy sizes imagesrcset imagesizes color ' +
      'disabled fetchpriority blocking title'
    ).split(' '),
  ),
};

/** An attribute of img, script or link that the HTML standard does not have (`elementtiming`, issue 32). */
class StandardAttributes extends Rule<{ tagName: string; attr: string }> {
  override documentation(): RuleDocumentation {
    return { description: 'Only attributes of the HTML standard (global, aria-*, data-*, on*, or the element’s own).' };
  }
  setup() {
    this.on('attr', (event) => {
      const node = event.target as HtmlElement;
      const own = OWN_ATTRIBUTES[node.tagName];
      const attr = event.key.toLowerCase();
      if (!own || own.has(attr) || GLOBAL_ATTRIBUTES.has(attr) || /^(aria|data)-|^on[a-z]+$/.test(attr)) return;
      this.report({
        node,
        message: `Attribute "${event.key}" is not an attribute of <${node.tagName}> in the HTML standard`,
        location: event.keyLocation,
        context: { tagName: node.tagName, attr: event.key },
      });
    });
  }
}

const validator = new HtmlValidate({
  root: true,
  plugins: [{ name: 'shahrbazar', rules: { 'shahrbazar/standard-attributes': StandardAttributes } }],
  elements: [
    'html5',
    {
      script: {
        attributes: {
          type: { enum: ['module', 'importmap', 'speculationrules', '/^[a-z]+\\/[a-z0-9.+-]+$/', ''] },
        },
      },
      // Mantine's <style> in the body (see above).
      style: { flow: true },
      img: { attributes: { sizes: { allowed: metadataHelper.allowedIfAttributeIsPresent('srcset') } } },
      link: {
        attributes: {
          imagesizes: {
            allowed: (node: HtmlElement) =>
              node.hasAttribute('imagesrcset') ? null : '"imagesrcset" attribute must be present',
          },
        },
      },
    },
  ],
  rules: {
    'shahrbazar/standard-attributes': 'error',
    'attribute-allowed-values': 'error',
    'attribute-misuse': 'error',
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    'element-permitted-content': 'error',
    'no-implicit-close': 'error',
    'close-order': 'error',
    'no-dup-id': 'error',
  },
});

/** The problems html-validate finds in a page's HTML, each with its rule, its line and what it is about. */
export async function htmlProblems(html: string, where: string): Promise<string[]> {
  const report = await validator.validateString(html);
  const lines = html.split('\n');
  return report.results.flatMap((result) =>
    result.messages.map((message) => {
      const line = lines[message.line - 1] ?? '';
      const around = line.slice(Math.max(0, message.column - 80), message.column + 80);
      return `${where}:${message.line}: ${message.ruleId}: ${message.message} … ${around}`;
    }),
  );
}
