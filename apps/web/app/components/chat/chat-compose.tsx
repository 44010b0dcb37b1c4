import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Text, Textarea } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { FormFailure } from '../../lib/form-checks.ts';
import { fileProblem, IMAGE_TYPES, MB } from '../../lib/upload.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useUpload } from '../../lib/use-upload.ts';
import { Icon } from '../icons.tsx';
import { UploadProgress } from '../panel/upload-status.tsx';
import parts from './chat-parts.module.css';
import classes from './chat.module.css';

/** The media module's image limit (POST /api/v1/files: 10 MB), checked before it goes over a slow network. */
const IMAGE_MAX_BYTES = 10 * MB;
/** A typing ping at most this often (the other side shows it a few seconds; the API allows 120 a minute). */
const TYPING_EVERY_MS = 3000;

/**
 * The send form of a room: the text and a picture. A chosen picture goes first from the browser to the media module
 * (POST /api/v1/files, checked by its content there, as every upload) and the message then carries its id. Typing
 * tells the other side (POST .../typing), at most every few seconds.
 */
export function ChatCompose({
  peerId,
  listingId,
  failure,
}: {
  peerId: number;
  listingId: number | null;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ failure?: FormFailure; sent?: boolean }>();
  const upload = useUpload({ panel: 'general', returnTo: `/panel/chatRoom/${peerId}` });
  const [fileName, setFileName] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const lastPing = useRef(0);

  // A sent message empties the form (the chosen picture's name goes with the answer, as React derives state).
  const [answer, setAnswer] = useState(fetcher.data);
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data);
    if (fetcher.data?.sent) setFileName('');
  }
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.sent) form.current?.reset();
  }, [fetcher.state, fetcher.data]);

  function typing() {
    const now = Date.now();
    if (now - lastPing.current < TYPING_EVERY_MS) return;
    lastPing.current = now;
    void fetch(`/api/v1/me/chats/${peerId}/typing`, { method: 'POST' }).catch(() => undefined);
  }

  async function sendWithPicture(target: HTMLFormElement, file: File) {
    const problem = fileProblem(file, IMAGE_MAX_BYTES);
    const found: Record<string, string> = {};
    if (problem === 'type') found.file = t('errors.unsupported_media_type');
    if (problem === 'size') found.file = t('panel.upload.tooLarge', { size: localizeDigits(10, locale) });
    if (!upload.check(found)) return;
    const body = new FormData();
    body.append('file', file);
    const saved = await upload.send('/api/v1/files', { body });
    if (!saved) return;
    const data = new FormData(target);
    data.delete('file');
    data.set('fileId', String(saved.id));
    await fetcher.submit(data, { method: 'post' });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('file');
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    if (!file) return;
    event.preventDefault();
    void sendWithPicture(event.currentTarget, file);
  }

  const refused = upload.failure ?? fetcher.data?.failure ?? failure;
  const fileError = upload.errors.file ?? refused?.fields.fileId ?? refused?.fields.file;
  const textError =
    refused?.fields.text ?? (refused && !fileError && !refused.fields.text ? refused.message : undefined);
  return (
    <fetcher.Form method="post" ref={form} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="send" />
      {listingId !== null && <input type="hidden" name="listingId" value={listingId} />}
      <div className={classes.sendForm}>
        <label className={parts.attach} title={t('chat.room.attach')}>
          <Icon name="image" size={22} />
          <input
            type="file"
            name="file"
            accept={IMAGE_TYPES.join(',')}
            className="visually-hidden"
            aria-label={t('chat.room.attach')}
            disabled={!hydrated || upload.busy}
            onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? '')}
          />
        </label>
        <Textarea
          name="text"
          aria-label={t('chat.room.text')}
          placeholder={t('chat.room.placeholder')}
          error={textError}
          onChange={typing}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={2000}
          dir="auto"
        />
        <Button type="submit" loading={upload.busy || fetcher.state !== 'idle'}>
          {t('chat.room.send')}
        </Button>
      </div>
      {fileName && (
        <Text className={parts.chosen} dir="auto">
          {t('chat.room.chosen', { name: fileName })}
        </Text>
      )}
      {fileError && (
        <Text size="sm" c="red.8" role="alert">
          {fileError}
        </Text>
      )}
      {upload.progress !== null && <UploadProgress fraction={upload.progress} />}
    </fetcher.Form>
  );
}
