// The HTML the back office's rich-text editor writes for each format its toolbar offers. Two tests hold the two apps
// to it: the web's (components/forms/rich-text-editor.test.tsx) that the editor writes exactly this, the API's
// (modules/content/sanitize.unit.test.ts) that the sanitiser stores it unchanged (ADR 0124). The web may not import
// the API nor the API the web, so the contract between them lives here.

/** Editor output by format: what a manager sees in the editor is what the site stores and shows. */
export const RICH_TEXT_SAMPLES = {
  heading: '<h2>قوانین استفاده</h2><h3>پرداخت‌ها</h3><p>متن</p>',
  bold: '<p>بسته‌ها <strong>پس از پرداخت</strong> فعال می‌شوند.</p>',
  italic: '<p>نام <em>شهربازار</em></p>',
  bulletList: '<ul><li><p>یک</p></li><li><p>دو</p></li></ul>',
  orderedList: '<ol><li><p>یک</p></li><li><p>دو</p></li></ol>',
  links:
    '<p><a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">سایت</a> و ' +
    '<a href="/page/terms">قوانین</a></p>',
  blockquote: '<blockquote><p>نقل قول</p></blockquote>',
} as const;
