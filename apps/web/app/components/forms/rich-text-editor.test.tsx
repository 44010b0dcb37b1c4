// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { RICH_TEXT_SAMPLES } from '@shahrbazar/domain/text/rich-text-samples';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { fa } from '../../locales/catalogues.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { editorCanHold } from './rich-text-extensions.ts';

afterEach(cleanup);

function editorField(defaultValue: string, error?: string) {
  return (
    <MantineProvider>
      <I18nProvider i18n={createI18n('fa', fa)}>
        <form>
          <RichTextEditor name="content" label="محتوا" defaultValue={defaultValue} error={error} />
        </form>
      </I18nProvider>
    </MantineProvider>
  );
}

/** The field as a person meets it once the page's scripts ran: the editing box, and the tiptap editor behind it. */
async function renderEditor(defaultValue: string) {
  render(editorField(defaultValue));
  const box = await screen.findByRole('textbox', { name: 'محتوا' });
  const editor = (box as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('no editor behind the box');
  return { box, editor };
}

const posted = () => new FormData(document.querySelector('form')!).get('content');

/** Selects the text from the `from`th character of the document's text to the `to`th (ProseMirror positions). */
function select(editor: Editor, from: number, to: number) {
  act(() => {
    editor.commands.setTextSelection({ from, to });
  });
}

const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

describe('the rich-text field', () => {
  it('is the HTML box until the page’s scripts run, posting the same field', () => {
    const html = renderToString(editorField('<p>متن</p>'));
    expect(html).toMatch(/<textarea[^>]*name="content"/);
    expect(html).toContain('&lt;p&gt;متن&lt;/p&gt;');
  });

  it('becomes a right-to-left editor with the catalogue’s toolbar, posting its HTML under the field’s name', async () => {
    const { box } = await renderEditor('<h2>قوانین</h2><p>متن</p>');
    expect(box.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('toolbar', { name: 'ابزار قالب‌بندی متن' })).toBeTruthy();
    for (const name of ['پررنگ', 'کج', 'عنوان', 'زیرعنوان', 'فهرست نشانه‌دار', 'فهرست شماره‌دار', 'نقل قول'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    for (const name of ['پیوند', 'برداشتن پیوند', 'واگرد', 'از نو'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(document.querySelector('textarea')).toBeNull();
    expect(posted()).toBe('<h2>قوانین</h2><p>متن</p>');
  });

  it('posts nothing when emptied, so a required check sees an empty field', async () => {
    const { editor } = await renderEditor('<p>متن</p>');
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(posted()).toBe('');
  });

  it('keeps content it cannot hold (a table, an image) in the HTML box, saying why', async () => {
    expect(editorCanHold(RICH_TEXT_SAMPLES.links)).toBe(true);
    expect(editorCanHold('<p dir="ltr">x</p>')).toBe(false);
    const table = '<table><tbody><tr><td>۱</td></tr></tbody></table>';
    render(editorField(table));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const box = screen.getByRole('textbox', { name: 'محتوا' });
    expect(box.tagName).toBe('TEXTAREA');
    expect((box as HTMLTextAreaElement).value).toBe(table);
    expect(screen.getByText(/بخش‌هایی دارد که ویرایشگر نشان نمی‌دهد/)).toBeTruthy();
  });
});

// The toolbar's formats write exactly the samples the API's sanitiser test keeps unchanged (sanitize.unit.test.ts).
describe('what the toolbar writes', () => {
  it('headings', async () => {
    const { editor } = await renderEditor('<p>قوانین استفاده</p><p>پرداخت‌ها</p><p>متن</p>');
    select(editor, 2, 2);
    click('عنوان');
    select(editor, 18, 18);
    click('زیرعنوان');
    expect(posted()).toBe(RICH_TEXT_SAMPLES.heading);
  });

  it('bold and italic', async () => {
    const { editor } = await renderEditor('<p>بسته‌ها پس از پرداخت فعال می‌شوند.</p>');
    select(editor, 9, 21);
    click('پررنگ');
    expect(posted()).toBe(RICH_TEXT_SAMPLES.bold);
    act(() => {
      editor.commands.setContent('<p>نام شهربازار</p>', { emitUpdate: true });
    });
    select(editor, 5, 13);
    click('کج');
    expect(posted()).toBe(RICH_TEXT_SAMPLES.italic);
  });

  it('lists', async () => {
    const { editor } = await renderEditor('<p>یک</p><p>دو</p>');
    act(() => {
      editor.commands.selectAll();
    });
    click('فهرست نشانه‌دار');
    expect(posted()).toBe(RICH_TEXT_SAMPLES.bulletList);
    click('فهرست شماره‌دار');
    expect(posted()).toBe(RICH_TEXT_SAMPLES.orderedList);
  });

  it('a quote', async () => {
    const { editor } = await renderEditor('<p>نقل قول</p>');
    select(editor, 2, 2);
    click('نقل قول');
    expect(posted()).toBe(RICH_TEXT_SAMPLES.blockquote);
  });

  it('links through the link box, outside and on the site', async () => {
    const { editor } = await renderEditor('<p>سایت و قوانین</p>');
    for (const [from, to, href] of [
      [1, 5, 'https://example.org/a?b=1&c=2'],
      [8, 14, '/page/terms'],
    ] as const) {
      select(editor, from, to);
      click('پیوند');
      const address = await screen.findByLabelText('نشانی پیوند');
      act(() => fireEvent.change(address, { target: { value: href } }));
      // Enter in the address saves the link, as the box's button does (its opening transition never ends here).
      act(() => fireEvent.keyDown(address, { key: 'Enter' }));
    }
    expect(posted()).toBe(RICH_TEXT_SAMPLES.links);
  });
});
