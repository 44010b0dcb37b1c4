import { type FormEvent } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { FormFailure } from '../../lib/form-checks.ts';
import type { PanelKind } from '../../lib/panels.ts';
import { fileProblem, IMAGE_TYPES, MB } from '../../lib/upload.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useUpload } from '../../lib/use-upload.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { FilePick } from '../media/file-pick.tsx';
import forms from '../panel/forms.module.css';
import type { TopicGroup } from './ticket-form.server.ts';

/** The media module's image limit (POST /api/v1/files: 10 MB), checked before it goes over a slow network. */
const IMAGE_MAX_BYTES = 10 * MB;

/**
 * A ticket's text (with its title when it opens a ticket) and an optional picture. It posts to its route's action;
 * a chosen picture is first sent from the browser to the media module (POST /api/v1/files, checked by its content
 * there) and the form then carries its id. Without JavaScript the text is sent alone.
 */
export function TicketForm({
  panel,
  returnTo,
  withTitle,
  failure,
  values,
  topics,
  submitLabel,
}: {
  panel: PanelKind;
  returnTo: string;
  withTitle: boolean;
  failure: FormFailure | undefined;
  values?: { title?: string; description?: string; topic?: string } | undefined;
  /** The support topics to pick from when opening a ticket (spec: general_sub_category_id); none: no picker. */
  topics?: TopicGroup[] | undefined;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const submit = useSubmit();
  const navigation = useNavigation();
  const upload = useUpload({ panel, returnTo });
  const fields = { ...failure?.fields, ...upload.errors };

  async function sendWithPicture(form: HTMLFormElement, file: File) {
    const problem = fileProblem(file, IMAGE_MAX_BYTES);
    const found: Record<string, string> = {};
    if (problem === 'type') found.file = t('errors.unsupported_media_type');
    if (problem === 'size') found.file = t('panel.upload.tooLarge', { size: localizeDigits(10, locale) });
    if (!upload.check(found)) return;
    const body = new FormData();
    body.append('file', file);
    const saved = await upload.send('/api/v1/files', { body });
    if (!saved) return;
    const data = new FormData(form);
    data.delete('file');
    data.append('fileIds', String(saved.id));
    await submit(data, { method: 'post' });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('file');
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    if (!file) return;
    event.preventDefault();
    void sendWithPicture(event.currentTarget, file);
  }

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className={forms.stack}>
      <FormAlert
        failure={upload.failure ?? failure}
        shownFields={['title', 'general_sub_category_id', 'description', 'file', 'fileIds']}
      />
      {withTitle && (
        <TextInput
          name="title"
          label={t('tickets.form.title')}
          defaultValue={values?.title}
          error={fields.title}
          maxLength={200}
          required
        />
      )}
      {topics && topics.length > 0 && (
        <NativeSelect
          name="general_sub_category_id"
          label={t('tickets.form.topic')}
          data={[{ value: '', label: t('tickets.form.topicPlaceholder') }, ...topics]}
          defaultValue={values?.topic ?? ''}
          error={fields.general_sub_category_id}
        />
      )}
      <Textarea
        name="description"
        label={t('tickets.form.description')}
        defaultValue={values?.description}
        error={fields.description}
        autosize
        minRows={4}
        maxRows={12}
        dir="auto"
        required
      />
      <FilePick
        label={t('tickets.form.chooseFile')}
        hint={t('tickets.form.fileHint')}
        accept={IMAGE_TYPES.join(',')}
        error={fields.file ?? fields.fileIds}
        progress={upload.progress}
      />
      <div className={forms.actions}>
        <Button type="submit" size="md" loading={upload.busy || navigation.state === 'submitting'}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
