import { type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, TextInput } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { checkDocument } from '../../lib/form-checks.ts';
import { type PanelKind } from '../../lib/panels.ts';
import { fileProblem, IMAGE_TYPES, MB } from '../../lib/upload.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import forms from './forms.module.css';
import { FilePick } from '../media/file-pick.tsx';
import { useUpload } from '../../lib/use-upload.ts';

/** The API's document limit (apps/api document routes: 8 MB), checked before megabytes go over a slow network. */
const DOCUMENT_MAX_BYTES = 8 * MB;

/**
 * A new document: a title and an image, sent from the browser straight to POST /api/v1/me/documents with a progress
 * bar, then to the new document's page (`hrefOf`). Uploading needs JavaScript (the form says so without it). The
 * agent panel sends it to its own door for one of its users (`endpoint`, and the user field as `extraFields`).
 */
export function OwnDocumentUpload({
  panel,
  hrefOf,
  returnTo,
  endpoint = '/api/v1/me/documents',
  extraFields,
}: {
  panel: PanelKind;
  hrefOf: (id: number) => string;
  /** This page, to come back to after signing in again. */
  returnTo: string;
  /** Where the form is posted. */
  endpoint?: '/api/v1/me/documents' | '/api/v1/agent/documents';
  /** Fields above the title (the agent's user), with the API's errors and whether the upload is under way. */
  extraFields?: {
    /** Each field's message when left empty, by name. */
    required: Readonly<Record<string, string>>;
    render: (errors: Record<string, string>, busy: boolean) => ReactNode;
  };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { progress, busy, errors, failure, check, send } = useUpload({ panel, returnTo });
  const maxMb = localizeDigits(DOCUMENT_MAX_BYTES / MB, locale);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const found: Record<string, string> = Object.fromEntries(
      Object.entries(checkDocument(form)).map(([field, key]) => [field, t(`validation.${key}`)]),
    );
    const file = form.get('file');
    const problem = file instanceof File && file.size > 0 ? fileProblem(file, DOCUMENT_MAX_BYTES) : undefined;
    if (problem === 'type') found.file = t('errors.unsupported_media_type');
    if (problem === 'size') found.file = t('panel.upload.tooLarge', { size: maxMb });
    for (const [name, message] of Object.entries(extraFields?.required ?? {})) {
      if (!form.get(name)) found[name] = message;
    }
    if (!check(found)) return;
    const created = await send(endpoint, { body: form });
    if (created) await navigate(hrefOf(created.id));
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={forms.stack}>
      <FormAlert failure={failure} shownFields={['title', 'file', ...Object.keys(extraFields?.required ?? {})]} />
      {extraFields?.render(errors, busy)}
      <TextInput name="title" label={t('panel.documents.title')} error={errors.title} disabled={busy} />
      <FilePick
        label={t('panel.documents.chooseFile')}
        hint={t('panel.documents.fileHint', { size: maxMb })}
        accept={IMAGE_TYPES.join(',')}
        error={errors.file}
        progress={progress}
      />
      <div className={forms.actions}>
        <Button type="submit" size="md" loading={busy} disabled={!hydrated}>
          {t('panel.documents.send')}
        </Button>
      </div>
    </form>
  );
}
