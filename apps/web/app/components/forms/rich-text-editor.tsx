import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/tiptap/styles.css';
import { useId, useState } from 'react';
import { Input, Textarea } from '@mantine/core';
import { RichTextEditor as Mantine } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { editorCanHold, richTextExtensions } from './rich-text-extensions.ts';
import classes from './rich-text-editor.module.css';

interface RichTextEditorProps {
  /** The form field's name: the HTML is posted under it, as the HTML box posted it before. */
  name: string;
  label: string;
  /** Under the editor. */
  description?: string | undefined;
  /** Under the HTML box (before the scripts run): what HTML the site keeps. */
  htmlDescription?: string | undefined;
  defaultValue: string;
  error?: string | undefined;
}

/**
 * A page's or a post's rich text (ADR 0124): Tiptap through Mantine, right to left, with the toolbar's words from the
 * catalogue. The editor's HTML goes into a hidden input under the field's name, so the form posts as it did and the
 * route's action and the API's sanitiser see the same field. Until the page's scripts run (or when the stored content
 * has parts the editor would drop: a table, an image) the field is the HTML box it was.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { name, label, description, htmlDescription, defaultValue, error } = props;
  const { t } = useTranslation();
  const id = useId();
  const [html, setHtml] = useState(defaultValue);
  const holdable = editorCanHold(defaultValue);
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  const editor = useEditor(
    {
      extensions: richTextExtensions,
      content: defaultValue,
      // The server draws the HTML box; the editor starts in the browser (Tiptap's advice for server rendering).
      immediatelyRender: false,
      // Mantine's toolbar shows which formats the cursor is in only when the editor draws on each change.
      shouldRerenderOnTransaction: true,
      editorProps: {
        attributes: {
          dir: 'rtl',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
        },
      },
      onUpdate: ({ editor: changed }) => setHtml(changed.isEmpty ? '' : changed.getHTML()),
    },
    [holdable],
  );
  if (!holdable || !editor) {
    return (
      <Textarea
        name={name}
        label={label}
        description={holdable ? htmlDescription : t('richText.asHtml')}
        defaultValue={defaultValue}
        error={error}
        autosize
        minRows={8}
        maxRows={30}
        mt="md"
        dir="auto"
      />
    );
  }
  return (
    <Input.Wrapper id={id} label={label} description={description} error={error} labelElement="div" mt="md">
      <input type="hidden" name={name} value={html} />
      <Mantine
        editor={editor}
        className={classes.editor}
        data-invalid={error ? true : undefined}
        labels={{
          boldControlLabel: t('richText.bold'),
          italicControlLabel: t('richText.italic'),
          h2ControlLabel: t('richText.heading2'),
          h3ControlLabel: t('richText.heading3'),
          bulletListControlLabel: t('richText.bulletList'),
          orderedListControlLabel: t('richText.orderedList'),
          blockquoteControlLabel: t('richText.blockquote'),
          linkControlLabel: t('richText.link'),
          unlinkControlLabel: t('richText.unlink'),
          undoControlLabel: t('richText.undo'),
          redoControlLabel: t('richText.redo'),
          linkEditorInputLabel: t('richText.linkAddress'),
          linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
          linkEditorSave: t('richText.linkSave'),
        }}
        // The site decides where a link opens (an outside one in a tab of its own), not a toggle in the link box.
        styles={{ linkEditorExternalControl: { display: 'none' } }}
      >
        <Mantine.Toolbar sticky stickyOffset={0} role="toolbar" aria-label={t('richText.toolbar')}>
          <Mantine.ControlsGroup>
            <Mantine.Bold />
            <Mantine.Italic />
          </Mantine.ControlsGroup>
          <Mantine.ControlsGroup>
            <Mantine.H2 />
            <Mantine.H3 />
          </Mantine.ControlsGroup>
          <Mantine.ControlsGroup>
            <Mantine.BulletList />
            <Mantine.OrderedList />
            <Mantine.Blockquote />
          </Mantine.ControlsGroup>
          <Mantine.ControlsGroup>
            <Mantine.Link />
            <Mantine.Unlink />
          </Mantine.ControlsGroup>
          <Mantine.ControlsGroup>
            <Mantine.Undo />
            <Mantine.Redo />
          </Mantine.ControlsGroup>
        </Mantine.Toolbar>
        <Mantine.Content className={classes.content} />
      </Mantine>
    </Input.Wrapper>
  );
}
