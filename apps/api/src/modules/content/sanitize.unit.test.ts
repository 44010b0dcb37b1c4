import { describe, expect, it } from 'vitest';
import { RICH_TEXT_SAMPLES } from '@shahrbazar/domain/text/rich-text-samples';
import { plainExcerpt, sanitizeRichText } from './sanitize.ts';

describe('rich text', () => {
  it('keeps text markup and drops scripts, handlers, styles and javascript: links', () => {
    const html = sanitizeRichText(
      '<h2 onclick="x()">قوانین</h2><script>alert(1)</script><p style="color:red">متن <a href="javascript:alert(1)">بد</a>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe></p>',
    );
    expect(html).toBe('<h2>قوانین</h2><p>متن <a>بد</a><img src="x" /></p>');
  });

  it('opens outside links in a tab of their own and keeps site paths as they are', () => {
    expect(sanitizeRichText('<a href="https://example.org">الف</a> <a href="/page/terms">ب</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">الف</a> <a href="/page/terms">ب</a>',
    );
  });

  // What the back office's editor writes for each format of its toolbar (its own test holds it to these samples) is
  // stored as written: the page a manager saw in the editor is the page visitors get (ADR 0124).
  it.each(Object.entries(RICH_TEXT_SAMPLES))('keeps the editor’s %s as the editor wrote it', (_format, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('an excerpt is the text alone, cut with an ellipsis', () => {
    expect(plainExcerpt('<p>سلام&nbsp;<b>دنیا</b></p><p>دوم</p>')).toBe('سلام دنیا دوم');
    expect(plainExcerpt(`<p>${'الف '.repeat(100)}</p>`, 20)).toHaveLength(20);
  });
});
